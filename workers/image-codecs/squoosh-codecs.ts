// Lossy WebP and AVIF encoding with the Squoosh codecs (@jsquash/webp,
// @jsquash/avif; decision 026): photon decodes and resizes, these encode the
// RGBA pixels it hands over. Loaded only when a build runs. Each build gets
// fresh encoder instances (the compiled modules are reused, instantiating is
// cheap) and drops them afterwards, so an encoder's WASM memory, which never
// shrinks while its instance lives, is garbage once the build is done instead
// of staying in the isolate for good. Nothing here does I/O.
import type { AVIFModule } from "@jsquash/avif/codec/enc/avif_enc";
import type { WebPModule } from "@jsquash/webp/codec/enc/webp_enc";

export type RgbaPixels = { data: Uint8Array; width: number; height: number };

/**
 * WebP q78 at Squoosh's method 4; AVIF at Squoosh's q50 but speed 8, not its 6: for a 1600 px photo in Node
 * (same V8) 0.4 s instead of 2.6 s for a file 7% larger (decision 026).
 */
export const WEBP_QUALITY = 78;
export const AVIF_QUALITY = 50;
export const AVIF_SPEED = 8;

type EmscriptenFactory<M> = (options: Record<string, unknown>) => Promise<M>;

/** What @jsquash's `init(module)` does, without keeping the instance in a module variable. */
function instantiate<M>(factory: EmscriptenFactory<M>, wasm: WebAssembly.Module): Promise<M> {
  return factory({
    noInitialRun: true,
    instantiateWasm: (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(wasm, imports);
      receive(instance);
      return instance.exports;
    },
  });
}

export type SquooshEncoders = {
  webp(pixels: RgbaPixels): Uint8Array;
  avif(pixels: RgbaPixels): Uint8Array;
};

/** One build's encoders. */
export async function loadSquooshEncoders(): Promise<SquooshEncoders> {
  const [wasm, webpGlue, webpMeta, avifGlue, avifMeta] = await Promise.all([
    import("./squoosh-wasm"),
    import("@jsquash/webp/codec/enc/webp_enc_simd.js"),
    import("@jsquash/webp/meta.js"),
    import("@jsquash/avif/codec/enc/avif_enc.js"),
    import("@jsquash/avif/meta.js"),
  ]);
  const [webp, avif] = await Promise.all([
    instantiate<WebPModule>(webpGlue.default as unknown as EmscriptenFactory<WebPModule>, wasm.webpEncoderWasm),
    instantiate<AVIFModule>(avifGlue.default as unknown as EmscriptenFactory<AVIFModule>, wasm.avifEncoderWasm),
  ]);
  return {
    webp(pixels) {
      const out = webp.encode(pixels.data as Uint8Array<ArrayBuffer>, pixels.width, pixels.height, {
        ...webpMeta.defaultOptions,
        quality: WEBP_QUALITY,
      });
      if (!out) throw new Error("WebP encoding failed");
      return new Uint8Array(out);
    },
    avif(pixels) {
      const out = avif.encode(pixels.data as Uint8Array<ArrayBuffer>, pixels.width, pixels.height, {
        ...avifMeta.defaultOptions,
        quality: AVIF_QUALITY,
        speed: AVIF_SPEED,
      });
      if (!out) throw new Error("AVIF encoding failed");
      return new Uint8Array(out);
    },
  };
}
