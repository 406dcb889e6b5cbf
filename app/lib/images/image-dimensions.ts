// An image's sizes read from its headers, without decoding it: the picture (canvas) and every frame or image
// item inside it. A decoder allocates for the largest of these, not for the canvas alone: a 26 KB GIF with a
// 1x1 screen and one 8000x8000 frame costs 256 MB decoded (issue 41 §6). So uploads are checked here before
// they are stored (`uploadedImageProblem`), and every decode is checked here first (`decodeSizeProblem`).
export type Dimensions = { width: number; height: number };

/** The picture and every frame or image item a decoder may allocate for, and whether the frames lie inside it. */
export type ImageSizes = { canvas: Dimensions; frames: Dimensions[]; framesInsideCanvas: boolean };

/**
 * The most pixels our image codecs decode: photon holds the decoded image in WASM memory (4 bytes a pixel) and
 * WASM memory never shrinks: 6.8 MP built fine in local workerd, a 10.7 MP photo lost the isolate
 * (tests/bench/README.md).
 */
export const MAX_DECODE_PIXELS = 8_000_000;
/**
 * The most pixels an uploaded image may have, canvas or frame: a 45-megapixel camera's photo fits; what is
 * larger would be a huge decode in every shopper's browser for a file small enough to pass the size cap.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

export type ImageSizeProblem = "unreadable" | "frame-outside-canvas" | "too-large";

/** What an admin reads when an upload is refused for its sizes (fixed texts). */
export const IMAGE_SIZE_MESSAGES: Record<ImageSizeProblem, string> = {
  unreadable: "The image's size could not be read. Save it again from an image editor and upload that.",
  "frame-outside-canvas":
    "The image has frames larger than the picture itself. Save it again from an image editor and upload that.",
  "too-large": `The image is larger than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`,
};

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const u32le = (b: Uint8Array, i: number) => u24le(b, i) + ((b[i + 3] << 24) >>> 0);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const area = (size: Dimensions) => size.width * size.height;
const inside = (frame: { x: number; y: number } & Dimensions, canvas: Dimensions) =>
  frame.x + frame.width <= canvas.width && frame.y + frame.height <= canvas.height;

/** Sizes of a JPEG, PNG (APNG frames too), GIF (every frame), WebP (animation frames too) or AVIF; null when unreadable. */
export function readImageSizes(bytes: Uint8Array): ImageSizes | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === "PNG") return pngSizes(bytes);
  if (bytes.length >= 13 && ascii(bytes, 0, 3) === "GIF") return gifSizes(bytes);
  if (bytes.length >= 20 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return webpSizes(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSizes(bytes);
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") return avifSizes(bytes);
  return null;
}

/** Why an upload must not be stored: sizes unreadable, a frame outside the picture, or over MAX_UPLOAD_PIXELS. */
export function uploadedImageProblem(bytes: Uint8Array): ImageSizeProblem | null {
  const sizes = readImageSizes(bytes);
  if (!sizes) return "unreadable";
  if (!sizes.framesInsideCanvas) return "frame-outside-canvas";
  return largestArea(sizes) > MAX_UPLOAD_PIXELS ? "too-large" : null;
}

/** Why bytes must not be decoded: unreadable, or the picture or any frame over `maxPixels` (MAX_DECODE_PIXELS). */
export function decodeSizeProblem(
  bytes: Uint8Array,
  maxPixels: number = MAX_DECODE_PIXELS,
): Exclude<ImageSizeProblem, "frame-outside-canvas"> | null {
  const sizes = readImageSizes(bytes);
  if (!sizes) return "unreadable";
  return largestArea(sizes) > maxPixels ? "too-large" : null;
}

function largestArea(sizes: ImageSizes): number {
  return Math.max(area(sizes.canvas), ...sizes.frames.map(area));
}

function pngSizes(bytes: Uint8Array): ImageSizes | null {
  if (ascii(bytes, 12, 16) !== "IHDR") return null;
  const canvas = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  const frames: Dimensions[] = [];
  let framesInsideCanvas = true;
  // APNG: every fcTL chunk declares a frame, placed at an offset on the canvas.
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = u32be(bytes, offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    if (type === "fcTL" && offset + 8 + 20 <= bytes.length) {
      const data = offset + 8;
      const frame = {
        width: u32be(bytes, data + 4),
        height: u32be(bytes, data + 8),
        x: u32be(bytes, data + 12),
        y: u32be(bytes, data + 16),
      };
      frames.push(frame);
      if (!inside(frame, canvas)) framesInsideCanvas = false;
    }
    if (type === "IEND") break;
    offset += 12 + length;
  }
  return { canvas, frames, framesInsideCanvas };
}

function gifSizes(bytes: Uint8Array): ImageSizes | null {
  const canvas = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  const frames: Dimensions[] = [];
  let framesInsideCanvas = true;
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let offset = from;
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset] + 1;
    return offset + 1;
  };
  let offset = 13 + colorTable(bytes[10]);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      offset = skipSubBlocks(offset + 2); // extension: label, then sub-blocks
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return null;
      const frame = {
        x: u16le(bytes, offset + 1),
        y: u16le(bytes, offset + 3),
        width: u16le(bytes, offset + 5),
        height: u16le(bytes, offset + 7),
      };
      frames.push(frame);
      if (!inside(frame, canvas)) framesInsideCanvas = false;
      // Local colour table, then the LZW minimum code size, then the image data's sub-blocks.
      offset = skipSubBlocks(offset + 10 + colorTable(bytes[offset + 9]) + 1);
    } else break; // not a GIF block: a decoder stops here too
  }
  return frames.length > 0 ? { canvas, frames, framesInsideCanvas } : null;
}

/** A VP8 or VP8L bitstream's own size (the chunk's data starts at `data`). */
function webpBitstreamSize(bytes: Uint8Array, fourcc: string, data: number): Dimensions | null {
  if (fourcc === "VP8 " && data + 10 <= bytes.length)
    return { width: u16le(bytes, data + 6) & 0x3fff, height: u16le(bytes, data + 8) & 0x3fff };
  if (fourcc === "VP8L" && data + 5 <= bytes.length) {
    const bits = u32le(bytes, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

function webpSizes(bytes: Uint8Array): ImageSizes | null {
  const declared: { canvas: Dimensions | null } = { canvas: null };
  const frames: Dimensions[] = [];
  const placed: (Dimensions & { x: number; y: number })[] = [];
  let streamsInsideFrames = true;
  const chunks = (from: number, to: number, visit: (fourcc: string, data: number, size: number) => void) => {
    for (let offset = from; offset + 8 <= to;) {
      const size = u32le(bytes, offset + 4);
      visit(ascii(bytes, offset, offset + 4), offset + 8, size);
      offset += 8 + size + (size & 1);
    }
  };
  chunks(12, bytes.length, (fourcc, data, size) => {
    if (fourcc === "VP8X" && data + 10 <= bytes.length)
      declared.canvas = { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
    else if (fourcc === "ANMF" && data + 16 <= bytes.length) {
      const frame = {
        x: u24le(bytes, data) * 2,
        y: u24le(bytes, data + 3) * 2,
        width: u24le(bytes, data + 6) + 1,
        height: u24le(bytes, data + 9) + 1,
      };
      placed.push(frame);
      frames.push(frame);
      // The frame's own bitstream says its size again; a decoder may trust either.
      chunks(data + 16, Math.min(bytes.length, data + size), (inner, innerData) => {
        const stream = webpBitstreamSize(bytes, inner, innerData);
        if (!stream) return;
        frames.push(stream);
        if (stream.width > frame.width || stream.height > frame.height) streamsInsideFrames = false;
      });
    } else {
      const stream = webpBitstreamSize(bytes, fourcc, data);
      if (stream) frames.push(stream);
    }
  });
  const canvas = declared.canvas ?? frames[0];
  if (!canvas) return null;
  const framesInsideCanvas =
    streamsInsideFrames &&
    placed.every((frame) => inside(frame, canvas)) &&
    frames.every((frame) => frame.width <= canvas.width && frame.height <= canvas.height);
  return { canvas, frames, framesInsideCanvas };
}

function jpegSizes(bytes: Uint8Array): ImageSizes | null {
  // Every start-of-frame segment before the first scan (a hierarchical JPEG has several).
  const frames: Dimensions[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // start of scan, end of image
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame && offset + 9 <= bytes.length)
      frames.push({ width: u16be(bytes, offset + 7), height: u16be(bytes, offset + 5) });
    offset += 2 + u16be(bytes, offset + 2);
  }
  // Height 0 means "given later" (a DNL marker): no size to trust before decoding.
  if (frames.length === 0 || frames.some((frame) => frame.width === 0 || frame.height === 0)) return null;
  const canvas = frames[0];
  const framesInsideCanvas = frames.every((frame) => frame.width <= canvas.width && frame.height <= canvas.height);
  return { canvas, frames, framesInsideCanvas };
}

/** Boxes whose children are boxes (`meta` is a full box: four bytes of version and flags first). */
const AVIF_CONTAINERS: Record<string, number> = {
  meta: 4,
  iprp: 0,
  ipco: 0,
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
};

function avifSizes(bytes: Uint8Array): ImageSizes | null {
  // Every image item's `ispe` (image spatial extents) and every sequence track's sample size.
  const items: Dimensions[] = [];
  const walk = (from: number, to: number, depth: number) => {
    for (let offset = from; offset + 8 <= to;) {
      let size = u32be(bytes, offset);
      const type = ascii(bytes, offset + 4, offset + 8);
      let header = 8;
      if (size === 1) {
        if (offset + 16 > to || u32be(bytes, offset + 8) !== 0) return; // over 4 GB: not an upload
        size = u32be(bytes, offset + 12);
        header = 16;
      } else if (size === 0) size = to - offset;
      if (size < header || offset + size > to) return;
      if (type === "ispe" && size >= header + 12)
        items.push({ width: u32be(bytes, offset + header + 4), height: u32be(bytes, offset + header + 8) });
      else if (type === "stsd" && depth < 8) walk(offset + header + 8, offset + size, depth + 1);
      else if (type === "av01" && size >= header + 28)
        items.push({ width: u16be(bytes, offset + header + 24), height: u16be(bytes, offset + header + 26) });
      else if (type in AVIF_CONTAINERS && depth < 8)
        walk(offset + header + AVIF_CONTAINERS[type], offset + size, depth + 1);
      offset += size;
    }
  };
  walk(0, bytes.length, 0);
  if (items.length === 0) return null;
  // The picture is the largest item (a grid's tiles and a thumbnail are smaller); nothing lies outside it.
  const canvas = items.reduce((largest, item) => (area(item) > area(largest) ? item : largest));
  return { canvas, frames: items, framesInsideCanvas: true };
}
