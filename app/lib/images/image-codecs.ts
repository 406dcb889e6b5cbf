// What the image-codecs Worker (workers/image-codecs) does for the storefront,
// over a service binding (IMAGE_CODECS): decoding, resizing and encoding need
// 5 MB of WebAssembly that no shopper's request uses, so it lives in a Worker
// of its own and the storefront's stays small and starts fast (decision 052).
// Types only: both Workers import this file, neither imports the other's code.

export type RgbaSize = { width: number; height: number };

/** One width of an original, in every served format. */
export type EncodedVariant = RgbaSize & { avif: Uint8Array; webp: Uint8Array; jpeg: Uint8Array };

export type EncodedImage = RgbaSize & { bytes: Uint8Array };

/**
 * A codec's answer: bytes that are not an image it can read, or whose picture or frames are over
 * MAX_DECODE_PIXELS (image-dimensions.ts, checked before decoding), are an answer, not an exception (RPC
 * drops error classes).
 */
export type CodecResult<T> = { ok: true; value: T } | { ok: false; reason: "undecodable" | "too-large" };

export interface ImageCodecs {
  /** Each width narrower than the original (never upscaled) as AVIF, lossy WebP and JPEG. */
  encodeVariants(
    bytes: Uint8Array,
    widths: readonly number[],
  ): Promise<CodecResult<{ original: RgbaSize; variants: EncodedVariant[] }>>;
  /** The largest box of the target's aspect ratio at the focal point (0..1 each axis), resized to exactly target, as JPEG. */
  cropToJpeg(bytes: Uint8Array, target: RgbaSize, focal: { x: number; y: number }): Promise<CodecResult<EncodedImage>>;
}
