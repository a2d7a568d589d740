import sharp from "sharp";

// Progress photos are re-encoded, never stored as sent (decision 0031): orientation applied,
// fitted within 1200 × 1600, JPEG, and without EXIF, XMP or IPTC, so no location, camera or
// date travels with them. sharp writes no metadata unless asked (`keepExif`, `withMetadata`).

/** The form's own limit; phone photos are 3-8 MB. The HTTP layer stops bodies over 15 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: above any phone's main camera; bigger images cost memory for nothing. */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_BOX = { width: 1200, height: 1600 } as const;
const QUALITY = 80;

/** The formats we decode. HEIC is absent: sharp's build has no HEVC decoder (iPhones send JPEG to a form that does not ask for HEIC). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
const READABLE = new Set(["jpeg", "png", "webp"]);

export type ProcessedPhoto = { bytes: Buffer; width: number; height: number };
export type PhotoProblem = "unreadable" | "too-many-pixels";

/**
 * What the first bytes say the file is, whatever its name or declared type. SVG, GIF, TIFF and
 * the rest never reach the decoder.
 */
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(1, 8) === "PNG\r\n\u001a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export async function processPhoto(
  input: Buffer,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; problem: PhotoProblem }> {
  const sniffed = sniffImage(input);
  if (!sniffed) return { ok: false, problem: "unreadable" };
  // failOn "error" rather than the default "warning": phone JPEGs often carry a harmless
  // warning (extra bytes after the image), and the re-encoding below reads only pixels.
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" } as const;
  try {
    // The header alone, without the pixel limit, so a huge photo gets its own message; the
    // limit still guards the decoding below.
    const metadata = await sharp(input, { failOn: "error", limitInputPixels: false }).metadata();
    if (metadata.format !== sniffed || !READABLE.has(metadata.format))
      return { ok: false, problem: "unreadable" };
    if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) return { ok: false, problem: "too-many-pixels" };
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ ...PHOTO_BOX, fit: "inside", withoutEnlargement: true })
      // A transparent PNG would otherwise turn black where it was see-through.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: data, width: info.width, height: info.height } };
  } catch {
    // Truncated, corrupt or hostile files: the same answer as any other file we cannot read.
    return { ok: false, problem: "unreadable" };
  }
}
