// What each Worker uploads, gzip-compressed as Cloudflare measures it: the
// bundle and the WebAssembly modules wrangler writes beside it. Run after
// `npm run build`: `npx tsx tests/bench/worker-uploads.ts`.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { IMAGE_CODECS_BUNDLE, WORKER_BUNDLE } from "../../scripts/local-stack";

export type WorkerUpload = { worker: string; scriptKiB: number; wasmKiB: number; totalKiB: number };

function uploadOf(worker: string, bundle: string): WorkerUpload {
  const gzipKiB = (path: string) => gzipSync(readFileSync(path)).byteLength / 1024;
  const scriptKiB = gzipKiB(bundle);
  const wasmKiB = readdirSync(dirname(bundle))
    .filter((name) => name.endsWith(".wasm"))
    .reduce((sum, name) => sum + gzipKiB(join(dirname(bundle), name)), 0);
  return { worker, scriptKiB, wasmKiB, totalKiB: scriptKiB + wasmKiB };
}

export function workerUploads(): WorkerUpload[] {
  return [uploadOf("storefront", WORKER_BUNDLE), uploadOf("image-codecs", IMAGE_CODECS_BUNDLE)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const upload of workerUploads())
    console.log(
      `${upload.worker}: ${upload.totalKiB.toFixed(1)} KiB gzip (script ${upload.scriptKiB.toFixed(1)} KiB, WebAssembly ${upload.wasmKiB.toFixed(1)} KiB)`,
    );
}
