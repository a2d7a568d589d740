import { randomBytes } from "node:crypto";
import sharp from "sharp";

// Test photos made by sharp at test time, so no binary fixture sits in the repository.

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/**
 * A phone-like JPEG: 4000 × 3000 stored sideways with EXIF orientation 6 (to be turned upright),
 * camera make and model, and a GPS position.
 */
export function phoneJpeg(): Promise<Buffer> {
  return solid(4000, 3000, "#2f6f4f")
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12", Software: "Camera 1.0" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 52/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "151/1 12/1 3456/100",
        GPSMapDatum: "WGS-84",
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small PNG with some transparency. */
export function smallPng(background = "#c46a2b"): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 4, background } })
    .png()
    .toBuffer();
}

/** A PNG over 40 megapixels (8000 × 6000), small on disk because it is one colour. */
export function hugePng(): Promise<Buffer> {
  return solid(8000, 6000, "#888888").png({ compressionLevel: 9 }).toBuffer();
}

/** A real JPEG padded with random bytes past `bytes`: over the form's limit, whatever it holds. */
export async function oversizeJpeg(bytes: number): Promise<Buffer> {
  const photo = await solid(800, 600, "#445566").jpeg().toBuffer();
  return Buffer.concat([photo, randomBytes(bytes - photo.length + 1)]);
}

/** Text with a photo's name. */
export const textFile = () => Buffer.from("These are my notes, not a photo.\n".repeat(20));

/** An SVG: an image browsers show, but not a photo, and never given to the decoder. */
export const svgFile = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
