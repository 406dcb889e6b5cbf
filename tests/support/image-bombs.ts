// Images whose headers ask a decoder for far more memory than their bytes suggest (issue 41 §6), built byte
// by byte here (no binary fixtures): a GIF with a 1x1 screen and one huge frame, an APNG whose frame is
// larger than its picture, an animated WebP likewise, an AVIF that declares a huge image item, and a JPEG
// that says one size in its first frame header and another in its second.

const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const le24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)];
const be16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));

type Size = { width: number; height: number };

/**
 * A GIF89a with a two-colour table, a `screen`-sized logical screen and one `frame`-sized image at 0,0 whose
 * LZW data is "clear, colour 0, end": a 1x1 frame decodes to a real pixel; a larger one is mostly missing data.
 */
export function gifWithFrame(screen: Size, frame: Size): Uint8Array {
  return Uint8Array.from([
    ...text("GIF89a"),
    ...le16(screen.width),
    ...le16(screen.height),
    0x80, // a global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c,
    ...le16(0),
    ...le16(0),
    ...le16(frame.width),
    ...le16(frame.height),
    0,
    2, // LZW minimum code size
    2,
    0x44,
    0x01, // clear (4), 0, end (5) in 3-bit codes
    0,
    0x3b,
  ]);
}

function pngChunk(type: string, data: number[]): number[] {
  return [...be32(data.length), ...text(type), ...data, 0, 0, 0, 0]; // the CRC is not checked by a size reader
}

/** A PNG header for a `picture`-sized image with one APNG frame control chunk of `frame`'s size. */
export function apngWithFrame(picture: Size, frame: Size): Uint8Array {
  return Uint8Array.from([
    0x89,
    ...text("PNG\r\n\x1a\n"),
    ...pngChunk("IHDR", [...be32(picture.width), ...be32(picture.height), 8, 6, 0, 0, 0]),
    ...pngChunk("acTL", [...be32(1), ...be32(0)]),
    ...pngChunk("fcTL", [
      ...be32(0),
      ...be32(frame.width),
      ...be32(frame.height),
      ...be32(0),
      ...be32(0),
      ...be16(1),
      ...be16(10),
      0,
      0,
    ]),
    ...pngChunk("IEND", []),
  ]);
}

function riffChunk(fourcc: string, data: number[]): number[] {
  return [...text(fourcc), ...le32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
}

/** An animated WebP: a `canvas`-sized VP8X canvas and one ANMF frame of `frame`'s size holding a VP8L header. */
export function animatedWebpWithFrame(canvas: Size, frame: Size): Uint8Array {
  const vp8lBits = ((frame.width - 1) & 0x3fff) | (((frame.height - 1) & 0x3fff) << 14);
  const vp8l = riffChunk("VP8L", [0x2f, ...le32(vp8lBits >>> 0), 0, 0, 0]);
  const anmf = riffChunk("ANMF", [
    ...le24(0),
    ...le24(0),
    ...le24(frame.width - 1),
    ...le24(frame.height - 1),
    ...le24(100),
    0,
    ...vp8l,
  ]);
  const vp8x = riffChunk("VP8X", [0x02, 0, 0, 0, ...le24(canvas.width - 1), ...le24(canvas.height - 1)]);
  const body = [...text("WEBP"), ...vp8x, ...anmf];
  return Uint8Array.from([...text("RIFF"), ...le32(body.length), ...body]);
}

function box(type: string, data: number[]): number[] {
  return [...be32(8 + data.length), ...text(type), ...data];
}

/** The boxes of an AVIF whose image items declare these sizes (`ispe`): what a decoder allocates for. */
export function avifWithItems(items: Size[]): Uint8Array {
  const ispe = items.flatMap((item) => box("ispe", [0, 0, 0, 0, ...be32(item.width), ...be32(item.height)]));
  return Uint8Array.from([
    ...box("ftyp", [...text("avif"), 0, 0, 0, 0, ...text("mif1"), ...text("avif")]),
    ...box("meta", [0, 0, 0, 0, ...box("iprp", box("ipco", ispe))]),
  ]);
}

/** A JPEG's headers with a start-of-frame per size (the first is the picture), then an empty scan and the end. */
export function jpegWithFrames(frames: Size[]): Uint8Array {
  const sof = frames.flatMap((frame) => [
    0xff,
    0xc0,
    ...be16(11),
    8,
    ...be16(frame.height),
    ...be16(frame.width),
    1,
    1,
    0x11,
    0,
  ]);
  return Uint8Array.from([0xff, 0xd8, ...sof, 0xff, 0xda, ...be16(8), 1, 1, 0, 0, 63, 0, 0xff, 0xd9]);
}
