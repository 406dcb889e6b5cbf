// The one door to the WASM image library (@cf-wasm/photon, decision 026):
// decode, resize, crop and encode. Imported lazily, so only requests that
// touch images pay for instantiating the 1.5 MB module; the module itself is
// configuration only (no I/O), safe to keep across requests. Every PhotonImage
// is freed in a finally: WASM memory is not garbage-collected.
import type { EncodedImage } from "../../app/lib/images/image-codecs";

type Photon = typeof import("@cf-wasm/photon/workerd");
type PhotonImage = InstanceType<Photon["PhotonImage"]>;

export class ImageDecodeError extends Error {
  constructor() {
    super("photon could not decode the image");
    this.name = "ImageDecodeError";
  }
}

function loadPhoton(): Promise<Photon> {
  return import("@cf-wasm/photon/workerd");
}

async function withDecoded<T>(bytes: Uint8Array, work: (photon: Photon, image: PhotonImage) => T): Promise<T> {
  const photon = await loadPhoton();
  let image: PhotonImage;
  try {
    image = photon.PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw new ImageDecodeError();
  }
  try {
    return work(photon, image);
  } finally {
    image.free();
  }
}

export type ResizedSet = {
  original: { width: number; height: number };
  variants: { width: number; height: number; pixels: Uint8Array; jpeg: Uint8Array }[];
};

/**
 * Decodes once and makes each width (never wider than the original) as JPEG
 * plus its RGBA pixels for the WebP and AVIF encoders (squoosh-codecs.ts;
 * photon's own WebP is lossless only). Catmull-Rom: near Lanczos quality at a
 * third of the time.
 */
export function resizeToWidths(bytes: Uint8Array, widths: readonly number[], jpegQuality = 80): Promise<ResizedSet> {
  return withDecoded(bytes, (photon, image) => {
    const original = { width: image.get_width(), height: image.get_height() };
    const variants = [];
    for (const width of widths) {
      if (width >= original.width) continue;
      const height = Math.max(1, Math.round((original.height * width) / original.width));
      const resized = photon.resize(image, width, height, photon.SamplingFilter.CatmullRom);
      try {
        variants.push({ width, height, pixels: resized.get_raw_pixels(), jpeg: resized.get_bytes_jpeg(jpegQuality) });
      } finally {
        resized.free();
      }
    }
    return { original, variants };
  });
}

/**
 * Crops the largest box of the target's aspect ratio at a focal point (0..1
 * on each axis, see cropBox), then resizes it to exactly width x height as JPEG.
 */
export function cropToJpeg(
  bytes: Uint8Array,
  target: { width: number; height: number },
  focal: { x: number; y: number },
  quality = 85,
): Promise<EncodedImage> {
  return withDecoded(bytes, (photon, image) => {
    const box = cropBox({ width: image.get_width(), height: image.get_height() }, target, focal);
    const cropped = photon.crop(image, box.x1, box.y1, box.x2, box.y2);
    try {
      const resized = photon.resize(cropped, target.width, target.height, photon.SamplingFilter.CatmullRom);
      try {
        return { bytes: resized.get_bytes_jpeg(quality), width: resized.get_width(), height: resized.get_height() };
      } finally {
        resized.free();
      }
    } finally {
      cropped.free();
    }
  });
}

/**
 * The crop box (x1,y1)-(x2,y2) of the target's aspect ratio, as large as fits,
 * placed the way CSS object-position places a covering image: focal x/y in 0..1
 * puts that fraction of the spare width/height to the left/top. The admin's
 * live preview (object-fit: cover) shows exactly this box.
 */
export function cropBox(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: { x: number; y: number },
) {
  const ratio = target.width / target.height;
  const width = Math.min(source.width, Math.round(source.height * ratio));
  const height = Math.min(source.height, Math.round(width / ratio));
  const x1 = Math.round((source.width - width) * Math.max(0, Math.min(1, focal.x)));
  const y1 = Math.round((source.height - height) * Math.max(0, Math.min(1, focal.y)));
  return { x1, y1, x2: x1 + width, y2: y1 + height };
}
