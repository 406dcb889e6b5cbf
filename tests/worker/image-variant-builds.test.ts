// Image variant builds when the codecs are slow or fail. Locally every Worker
// shares workerd's one thread, so an encode that takes seconds (a loaded
// machine) holds the whole stack; the codecs Worker is held here through the
// inspector for longer than a connection may sit idle, which is what made the
// build after an upload and the admin's Build fail with "Network connection
// lost." (the database stand-in had closed the idle connection workerd then
// reused). One build of an original runs at a time across isolates; a codecs
// failure is the admin's message, not a 500, and leaves the image as it was.
import { Agent, fetch as fetchWith } from "undici";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_CODECS_FAILED_MESSAGE } from "../../app/lib/images/image-work.server";
import { eventually } from "../support/background-writes";
import { holdCodecsCalls, type CodecsHold } from "../support/codecs-inspector";
import { makeTestPhoto } from "../support/test-photos";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { startSecondWorker } from "../support/worker-stack";
import { choosePort } from "../../scripts/local-stack";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" }, inspector: true });
const admin = useSignedInAdmin(stack);
let codecs: CodecsHold;
beforeAll(async () => {
  codecs = await holdCodecsCalls(stack.inspectorPort!);
});
beforeEach(() => codecs.hold());
afterEach(() => codecs.letThrough());
afterAll(() => codecs?.close());

/** Longer than workerd keeps an idle connection in its pool (5 s) and than Node's default keep-alive (5 s). */
const SLOW_ENCODE_MS = 6_000;

/** Uploads an 1800 x 1100 photo (three widths: nine variants) and answers its path; its build starts after the answer. */
async function uploadPhoto(fileName: string): Promise<string> {
  const form = new FormData();
  form.set("intent", "upload");
  const photo = makeTestPhoto(1800, 1100);
  form.set("file", new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), fileName);
  form.set("alt_text", fileName);
  expect((await admin.request("/admin/homepage-images", { method: "POST", body: form })).status).toBe(303);
  const rows = await stack.sql.execute({
    sql: "select file_path from homepage_images where file_name = ?",
    args: [fileName],
  });
  return String(rows.rows[0].file_path);
}

/**
 * The optimizer's Build, on a connection of its own (one sent while workerd is held waits in the socket; a reused
 * keep-alive connection can be closed by workerd's own idle timer the moment it runs again, and Node, unlike a
 * browser, does not retry), then the page it returns to, with the toast cookie it set.
 */
async function pressBuild(path: string, origin = stack.url) {
  const dispatcher = new Agent();
  try {
    const response = await fetchWith(new URL("/admin/image-optimizer", origin), {
      method: "POST",
      body: new URLSearchParams({ intent: "build", path }),
      headers: { Cookie: admin.cookiePairs().join("; ") },
      redirect: "manual",
      dispatcher,
    });
    const location = response.headers.get("Location");
    const body = await response.text();
    if (response.status !== 303 || !location) return { status: response.status, body, location, page: "" };
    const cookies = new Map(admin.cookiePairs().map((pair) => [pair.split("=")[0], pair]));
    for (const cookie of response.headers.getSetCookie()) cookies.set(cookie.split("=")[0], cookie.split(";")[0]);
    const page = await fetchWith(new URL(location, origin), {
      headers: { Cookie: [...cookies.values()].join("; ") },
      dispatcher,
    });
    return { status: response.status, body, location, page: await page.text() };
  } finally {
    await dispatcher.close();
  }
}

async function variantRows(path: string) {
  const rows = await stack.sql.execute({
    sql: "select width, format, created_at as built_at from image_variants where source_path = ? order by width, format",
    args: [path],
  });
  return rows.rows.map((row) => ({ variant: `${row.width} ${row.format}`, builtAt: String(row.built_at) }));
}

const NINE_VARIANTS = [640, 1024, 1600].flatMap((width) => ["avif", "jpeg", "webp"].map((f) => `${width} ${f}`));

describe("image variant builds", () => {
  it("an upload's slow build, and the admin's Build in another isolate meanwhile: one encode, nine variants, no error", async () => {
    const otherOutput: string[] = [];
    const otherInspectorPort = await choosePort(0);
    const other = await startSecondWorker(
      stack,
      { HTML_CACHE: "off" },
      { inspectorPort: otherInspectorPort, onRuntimeOutput: (text) => otherOutput.push(text) },
    );
    // Counts the other isolate's encodes; lets each go on at once.
    const otherCodecs = await holdCodecsCalls(otherInspectorPort);
    try {
      const path = await uploadPhoto("slow-encode.jpg");
      // The upload's build has taken the build lease and is inside the codecs Worker, held.
      const afterUpload = await codecs.nextCall();
      const button = pressBuild(path, other.url);
      await new Promise((resolve) => setTimeout(resolve, SLOW_ENCODE_MS)); // the slow encode itself, not a wait for one
      await afterUpload.resume();

      const answer = await button;
      expect(answer.status).toBe(303);
      expect(answer.page).toContain("Built 9 variants");
      expect((await variantRows(path)).map((row) => row.variant)).toEqual(NINE_VARIANTS);
      // The Build waited for the upload's build and answered with its rows: the photo was encoded once.
      expect(otherCodecs.calls()).toBe(0);
      for (const output of [stack.runtimeOutput(), otherOutput.join("")])
        expect(output).not.toMatch(/could not be built|Unhandled error|Network connection lost/);
    } finally {
      otherCodecs.close();
      await other.close();
    }
  }, 120_000);

  it("a codecs failure answers the admin's message with a 503 and leaves the image and its variants as they were", async () => {
    const path = await uploadPhoto("codecs-failure.jpg");
    await (await codecs.nextCall()).resume();
    // A build takes 1-2 s on an idle machine and 25 s at a load average of 28 on two cores.
    expect(await eventually(async () => (await variantRows(path)).length === 9, 60_000)).toBe(true);
    const before = await variantRows(path);

    const button = pressBuild(path);
    await (await codecs.nextCall()).resumeFailing();
    const answer = await button;
    expect(answer.status).toBe(503);
    expect(answer.body).toContain(IMAGE_CODECS_FAILED_MESSAGE);
    expect(await variantRows(path)).toEqual(before);
    expect((await stack.fetch(path)).status).toBe(200);
    expect(stack.runtimeOutput()).toContain('"message":"Image codecs failed"');
    expect(stack.runtimeOutput()).not.toContain("Unhandled error while answering a request");
  }, 120_000);
});
