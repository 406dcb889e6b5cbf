// Photo-like test images made on the spot (no binary fixtures in the repository):
// smooth gradients with fine noise, so they compress like a photograph, not a flat
// colour. Encoded by the same WASM library the Worker uses, in its Node build.
// TINY_PNG is the smallest real image, for a form that only needs a file.
import { PhotonImage } from "@cf-wasm/photon/node";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** A deterministic pseudo-random sequence, so the same photo comes out every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function makeTestPhoto(width: number, height: number, format: "jpeg" | "png" = "jpeg", seed = 7): Uint8Array {
  const random = seeded(seed);
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      pixels[i] = (200 + Math.sin(y / 41) * 30 + (x * 40) / width + random() * 18) & 255;
      pixels[i + 1] = (120 + Math.cos(x / 57) * 35 + (y * 60) / height + random() * 18) & 255;
      pixels[i + 2] = (90 + ((x + y) * 50) / (width + height) + random() * 18) & 255;
      pixels[i + 3] = 255;
    }
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    return format === "jpeg" ? image.get_bytes_jpeg(92) : image.get_bytes();
  } finally {
    image.free();
  }
}

/** Decodes an image and answers its size: a variant that decodes is a real image. */
export function decodedDimensions(bytes: Uint8Array): { width: number; height: number } {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: image.get_width(), height: image.get_height() };
  } finally {
    image.free();
  }
}

/** Decodes an AVIF or WebP with the Squoosh decoders (the Worker only carries their encoders), a JPEG with photon. */
export async function decodedVariantDimensions(
  bytes: Uint8Array,
  format: "avif" | "webp" | "jpeg",
): Promise<{ width: number; height: number }> {
  if (format === "jpeg") return decodedDimensions(bytes);
  const buffer = bytes.slice().buffer;
  if (format === "avif") {
    const { default: decode, init } = await import("@jsquash/avif/decode.js");
    await init(await WebAssembly.compile(readFileSync(require.resolve("@jsquash/avif/codec/dec/avif_dec.wasm"))));
    const image = await decode(buffer);
    if (!image) throw new Error("AVIF did not decode");
    return { width: image.width, height: image.height };
  }
  const { default: decode, init } = await import("@jsquash/webp/decode.js");
  await init(await WebAssembly.compile(readFileSync(require.resolve("@jsquash/webp/codec/dec/webp_dec.wasm"))));
  const image = await decode(buffer);
  return { width: image.width, height: image.height };
}

/** A real 1x1 PNG, so the browser can draw it. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
