// The reliability table's fuzzing row: N seeded hostile requests
// (default 10,000) across every route against the built Worker in workerd, on
// loopback only. Prints 5xx, reflected markup, unhandled rejections and
// cross-request warnings; exits 1 when any is non-zero.
//   npm run build && npx tsx tests/reliability/fuzz.ts [--requests 10000] [--seed 16] [--concurrency 16]
import { parseArgs } from "node:util";
import { Agent } from "undici";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { bodySize, createRequestGenerator, REFLECTION_MARKER } from "../support/fuzz-requests";
import { FORM_BODY_LIMIT_BYTES } from "../../app/lib/security/request-body.server";
import { CROSS_REQUEST_WARNING, startTestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: "16" },
    concurrency: { type: "string", default: "16" },
    // "on" reuses sockets like a browser; under load a reused socket that the local server has just closed
    // fails on the client (ECONNRESET / "other side closed") before any request reaches the Worker.
    "keep-alive": { type: "string", default: "off" },
  },
});
/** One connection per request (undici's pipelining 0): the fuzz measures the Worker, not socket reuse races. */
const dispatcher = values["keep-alive"] === "on" ? undefined : new Agent({ pipelining: 0 });
const total = Number(values.requests);
const seed = Number(values.seed);
const concurrency = Number(values.concurrency);

const stack = await startTestStack({ productCount: 120 });
try {
  const shopper = new Shopper(stack);
  await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  const next = createRequestGenerator(seed, {
    sessionCookies: [shopper.cookie.split("=").slice(1).join("=")],
    origin: stack.url,
  });
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  const reflected: string[] = [];
  const started = performance.now();
  let issued = 0;
  let refusedEarly = 0;
  const networkErrors: string[] = [];
  /** Client-side failures grouped by method, body type, headers sent and the socket error: what they have in common. */
  const networkErrorKinds = new Map<string, number>();
  const kindOf = (request: { init: RequestInit }, cause: string | undefined) => {
    const headers = new Headers(request.init.headers);
    const body = request.init.body;
    const bodyKind =
      body === undefined
        ? "no body"
        : body instanceof FormData
          ? "multipart"
          : (headers.get("Content-Type") ?? "no type");
    return `${request.init.method} ${bodyKind}${headers.has("Origin") ? " +Origin" : ""}${headers.has("Sec-Fetch-Site") ? " +SFS" : ""} ${cause ?? "?"}`;
  };
  async function lane() {
    while (issued < total) {
      const request = next(issued++);
      let response: Response;
      try {
        // The absolute URL keeps a path such as `//host/x` on our server (new URL would send it to "host").
        response = await stack.fetch(`${stack.url}${request.path}`, {
          ...request.init,
          ...(dispatcher ? { dispatcher } : {}),
        } as RequestInit);
      } catch (error) {
        // An oversized body is refused (413) before it is read: the sender may see the connection close first.
        if ((await bodySize(request.init)) > FORM_BODY_LIMIT_BYTES) refusedEarly++;
        else {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          networkErrors.push(
            `${request.label}: ${(error as Error).message} (${cause?.code ?? cause?.message ?? "no cause"})`,
          );
          networkErrorKinds.set(
            kindOf(request, cause?.code ?? cause?.message),
            (networkErrorKinds.get(kindOf(request, cause?.code ?? cause?.message)) ?? 0) + 1,
          );
        }
        continue;
      }
      const body = await response.text();
      statuses.set(response.status, (statusOf(response.status) ?? 0) + 1);
      if (response.status >= 500) serverErrors.push(`${request.label}: ${response.status}`);
      if ((response.headers.get("Content-Type") ?? "").includes("text/html") && body.includes(REFLECTION_MARKER))
        reflected.push(request.label);
    }
  }
  const statusOf = (status: number) => statuses.get(status);
  await Promise.all(Array.from({ length: concurrency }, lane));
  const seconds = (performance.now() - started) / 1000;
  const output = stack.runtimeOutput();
  const unhandled = (output.match(/Uncaught \(in promise\)|Unhandled rejection/gi) ?? []).length;
  const crossRequest = output.split(CROSS_REQUEST_WARNING).length - 1;
  const result = {
    requests: total,
    seed,
    concurrency,
    keepAlive: values["keep-alive"],
    seconds: Number(seconds.toFixed(1)),
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    serverErrors: serverErrors.length,
    networkErrors: networkErrors.length,
    networkErrorKinds: Object.fromEntries([...networkErrorKinds].sort(([, a], [, b]) => b - a)),
    oversizedRefusedBeforeRead: refusedEarly,
    reflectedMarkup: reflected.length,
    unhandledRejections: unhandled,
    crossRequestWarnings: crossRequest,
  };
  console.log(JSON.stringify(result, null, 2));
  for (const line of [...serverErrors, ...reflected, ...networkErrors].slice(0, 20)) console.log(line);
  process.exitCode =
    serverErrors.length + reflected.length + unhandled + crossRequest + networkErrors.length > 0 ? 1 : 0;
} finally {
  await stack.close();
}
