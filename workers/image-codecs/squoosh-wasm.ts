// The Squoosh encoders' compiled WebAssembly, imported as modules: wrangler
// writes each beside the Worker bundle and uploads it as a CompiledWasm module
// (as it does photon's), because Workers may not compile WASM from bytes at
// run time. Only squoosh-codecs.ts imports this, lazily.
import avifEncoderWasm from "@jsquash/avif/codec/enc/avif_enc.wasm";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";

export { avifEncoderWasm, webpEncoderWasm };
