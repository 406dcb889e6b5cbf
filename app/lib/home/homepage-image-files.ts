// What a homepage image upload may be: JPEG, PNG,
// WebP, AVIF or GIF, recognised by the file's first bytes, at most 10 MB.
export const HOMEPAGE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Where the Worker serves the bucket's files. */
export const HOMEPAGE_IMAGE_URL_PREFIX = "/homepage-images/";

export type ImageType = { mime: string; extensions: string[] };

const TYPES = {
  jpeg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { mime: "image/png", extensions: ["png"] },
  webp: { mime: "image/webp", extensions: ["webp"] },
  avif: { mime: "image/avif", extensions: ["avif"] },
  gif: { mime: "image/gif", extensions: ["gif"] },
} satisfies Record<string, ImageType>;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes say, whatever the file is called; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return TYPES.jpeg;
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return TYPES.png;
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return TYPES.gif;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return TYPES.webp;
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then compatible brands up to the box size.
    const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      if (offset === 12) continue; // minor version
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return TYPES.avif;
    }
  }
  return null;
}

/** A random stored name keeping the original extension (the detected type's own when the name has none that fits). */
export function storedImageName(originalName: string, type: ImageType, randomId: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1]?.toLowerCase();
  return `${randomId}.${extension && type.extensions.includes(extension) ? extension : type.extensions[0]}`;
}

/** Stored names are ours: a UUID and an extension; anything else is not served. */
export function isStoredImageName(name: string): boolean {
  return /^[0-9a-f-]{36}\.(jpe?g|png|webp|avif|gif)$/.test(name);
}

export const HOMEPAGE_IMAGE_TOASTS = {
  uploaded: "Image uploaded successfully",
  status: "Image status updated successfully",
  details: "Image details updated successfully",
  removed: "Image removed successfully",
} as const;
