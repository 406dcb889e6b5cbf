// Image variant build time per image: the admin's "Rebuild" on the optimizer
// page (read the original from R2, decode, resize to 640/1024/1600 px, encode
// AVIF, WebP and JPEG, write nine files and their rows), timed over HTTP against the
// built Worker in workerd, for photo-like JPEGs of three sizes. Printed, not
// asserted. Alone: `npx tsx tests/bench/image-variants.ts` (after `npm run build`).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEMO_ADMIN } from "../../db/seed-data";
import { startLocalStack } from "../../scripts/local-stack";
import { makeTestPhoto } from "../support/test-photos";
import { percentile } from "./bench-stack";
import { Shopper } from "../support/http-shopper";

export const IMAGE_SIZES = process.env.BENCH_IMAGE_ONE
  ? ([{ width: 1200, height: 800 }] as const)
  : ([
      { width: 1200, height: 800 },
      { width: 2400, height: 1600 },
      { width: 3200, height: 2133 },
    ] as const);
const ROUNDS = Number(process.env.BENCH_IMAGE_ROUNDS ?? 5);

export async function benchImageVariants(
  url: string,
  sql: (query: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<[string, string][]> {
  const admin = new Shopper({ url });
  const signIn = await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (signIn.status !== 303) throw new Error(`admin sign-in answered ${signIn.status}`);
  const lines: [string, string][] = [];
  for (const size of IMAGE_SIZES) {
    const photo = makeTestPhoto(size.width, size.height);
    const fileName = `bench-${size.width}x${size.height}.jpg`;
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), fileName);
    await admin.request("/admin/homepage-images", { method: "POST", body: form });
    const path = String(
      (await sql(`select file_path from homepage_images where file_name = '${fileName}'`)).rows[0].file_path,
    );
    // The upload's own build runs after its answer: let it finish before timing rebuilds.
    for (
      let wait = 0;
      wait < 600 &&
      (await sql(`select count(*) as n from image_variants where source_path = '${path}'`)).rows[0].n === 0;
      wait++
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const response = await admin.post("/admin/image-optimizer", { intent: "build", path });
      await response.arrayBuffer();
      if (response.status !== 303) throw new Error(`build answered ${response.status}`);
      times.push(performance.now() - started);
    }
    const rows = (
      await sql(
        `select format, sum(bytes) as bytes from image_variants where source_path = '${path}' group by format order by format`,
      )
    ).rows;
    const bytes = rows.map((row) => `${row.format} ${(Number(row.bytes) / 1024).toFixed(0)} KiB`).join(", ");
    lines.push([
      `Image variants, ${size.width}x${size.height} JPEG (${(photo.byteLength / 1024).toFixed(0)} KiB)`,
      `p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms per image over ${ROUNDS} builds (all variants: ${bytes})`,
    ]);
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-images-")),
    fresh: true,
    productCount: 20,
  });
  const { createClient } = await import("@libsql/client");
  const client = createClient({ url: stack.databaseUrl });
  try {
    for (const [measure, figure] of await benchImageVariants(stack.url, (query) => client.execute(query)))
      console.log(`${measure}: ${figure}`);
  } finally {
    client.close();
    await stack.close();
  }
}
