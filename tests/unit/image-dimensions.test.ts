// Image sizes read from headers before anything decodes (issue 41 §6): the picture and every frame or item a
// decoder would allocate for, on real images and on hand-built bombs.
import { describe, expect, it } from "vitest";
import {
  decodeSizeProblem,
  MAX_DECODE_PIXELS,
  readImageSizes,
  uploadedImageProblem,
} from "~/lib/images/image-dimensions";
import { makeTestPhoto, TINY_PNG } from "../support/test-photos";
import {
  animatedWebpWithFrame,
  apngWithFrame,
  avifWithItems,
  gifWithFrame,
  jpegWithFrames,
} from "../support/image-bombs";

describe("reading an image's sizes without decoding it", () => {
  it("reads real JPEGs and PNGs as their picture, with frames inside it", () => {
    expect(readImageSizes(makeTestPhoto(320, 200, "jpeg"))).toMatchObject({
      canvas: { width: 320, height: 200 },
      framesInsideCanvas: true,
    });
    expect(readImageSizes(makeTestPhoto(64, 48, "png"))).toMatchObject({ canvas: { width: 64, height: 48 } });
    expect(readImageSizes(TINY_PNG)).toMatchObject({ canvas: { width: 1, height: 1 } });
    expect(uploadedImageProblem(makeTestPhoto(320, 200, "jpeg"))).toBeNull();
    expect(decodeSizeProblem(makeTestPhoto(320, 200, "png"))).toBeNull();
  });

  it("counts a GIF's frames, not only its screen: a 1x1 screen with an 8000x8000 frame is refused everywhere", () => {
    const bomb = gifWithFrame({ width: 1, height: 1 }, { width: 8000, height: 8000 });
    expect(bomb.length).toBeLessThan(100);
    expect(readImageSizes(bomb)).toEqual({
      canvas: { width: 1, height: 1 },
      frames: [{ x: 0, y: 0, width: 8000, height: 8000 }],
      framesInsideCanvas: false,
    });
    expect(uploadedImageProblem(bomb)).toBe("frame-outside-canvas");
    expect(decodeSizeProblem(bomb)).toBe("too-large");
    const honest = gifWithFrame({ width: 1, height: 1 }, { width: 1, height: 1 });
    expect(uploadedImageProblem(honest)).toBeNull();
    expect(decodeSizeProblem(honest)).toBeNull();
  });

  it("reads APNG frames, animated WebP frames and their bitstreams, AVIF items and every JPEG frame header", () => {
    const small = { width: 100, height: 100 };
    const huge = { width: 9000, height: 9000 };
    for (const bomb of [
      apngWithFrame(small, huge),
      animatedWebpWithFrame(small, huge),
      jpegWithFrames([small, huge]),
    ]) {
      expect(uploadedImageProblem(bomb)).toBe("frame-outside-canvas");
      expect(decodeSizeProblem(bomb)).toBe("too-large");
    }
    // An AVIF's items: the picture is the largest; 81 MP is over the upload cap and the decode cap.
    expect(uploadedImageProblem(avifWithItems([small, huge]))).toBe("too-large");
    expect(decodeSizeProblem(avifWithItems([small]))).toBeNull();
    for (const fine of [apngWithFrame(small, small), animatedWebpWithFrame(small, small), jpegWithFrames([small])])
      expect([uploadedImageProblem(fine), decodeSizeProblem(fine)]).toEqual([null, null]);
  });

  it("refuses what it cannot read, and decodes nothing over 8 megapixels however honest", () => {
    expect(uploadedImageProblem(new TextEncoder().encode("<html>"))).toBe("unreadable");
    expect(decodeSizeProblem(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBe("unreadable");
    const honestButLarge = apngWithFrame({ width: 4000, height: 2001 }, { width: 4000, height: 2001 });
    expect(4000 * 2001).toBeGreaterThan(MAX_DECODE_PIXELS);
    expect(uploadedImageProblem(honestButLarge)).toBeNull();
    expect(decodeSizeProblem(honestButLarge)).toBe("too-large");
  });
});
