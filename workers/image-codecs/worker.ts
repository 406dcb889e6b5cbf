// The image-codecs Worker: photon decodes, resizes and crops; the Squoosh
// encoders make AVIF and lossy WebP. Reached only through the storefront's
// IMAGE_CODECS service binding (no route of its own), so its 5 MB of
// WebAssembly never sits in the storefront's upload or isolates.
import { WorkerEntrypoint } from "cloudflare:workers";
import type {
  CodecResult,
  EncodedImage,
  EncodedVariant,
  ImageCodecs,
  RgbaSize,
} from "../../app/lib/images/image-codecs";
import { decodeSizeProblem } from "../../app/lib/images/image-dimensions";
import { cropToJpeg, ImageDecodeError, resizeToWidths } from "./photon-codec";
import { loadSquooshEncoders } from "./squoosh-codecs";

export default class ImageCodecsWorker extends WorkerEntrypoint implements ImageCodecs {
  async fetch(): Promise<Response> {
    return new Response("Not found", { status: 404 });
  }

  async encodeVariants(
    bytes: Uint8Array,
    widths: readonly number[],
  ): Promise<CodecResult<{ original: RgbaSize; variants: EncodedVariant[] }>> {
    return decodedAsResult(bytes, async () => {
      const [set, encoders] = await Promise.all([resizeToWidths(bytes, widths), loadSquooshEncoders()]);
      const variants: EncodedVariant[] = [];
      for (const variant of set.variants) {
        const pixels = { data: variant.pixels, width: variant.width, height: variant.height };
        variants.push({
          width: variant.width,
          height: variant.height,
          avif: encoders.avif(pixels),
          webp: encoders.webp(pixels),
          jpeg: variant.jpeg,
        });
        // Drop the pixels as soon as they are encoded: a 1600 px variant is 7 MB of them.
        variant.pixels = new Uint8Array(0);
      }
      return { original: set.original, variants };
    });
  }

  async cropToJpeg(
    bytes: Uint8Array,
    target: RgbaSize,
    focal: { x: number; y: number },
  ): Promise<CodecResult<EncodedImage>> {
    return decodedAsResult(bytes, () => cropToJpeg(bytes, target, focal));
  }
}

/**
 * Runs a decoding `work` unless the headers say the picture or any frame is over MAX_DECODE_PIXELS: the
 * storefront checks first too, and this Worker, whose memory the decode would take, checks again whoever calls.
 */
async function decodedAsResult<T>(bytes: Uint8Array, work: () => Promise<T>): Promise<CodecResult<T>> {
  const problem = decodeSizeProblem(bytes);
  if (problem === "too-large") return { ok: false, reason: "too-large" };
  if (problem === "unreadable") return { ok: false, reason: "undecodable" };
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ImageDecodeError) return { ok: false, reason: "undecodable" };
    throw error;
  }
}
