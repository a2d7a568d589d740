// Draws the app's icons (issue 20: the web app manifest and the iPhone home screen) from the
// logo's mark in public/favicon.svg. Run after changing the logo: node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import sharp from "sharp";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const inner = mark
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>.*?<\/title>/, "");
const BRAND = "#8a3b22";

/** The mark on a full square of the brand colour, scaled to `scale` of the square. */
/** @param {number} scale */
const square = (scale) => {
  const offset = (32 - 32 * scale) / 2;
  // The mark's own circle is the brand colour too, so the square reads as one shape.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
};

/** @param {string} name */
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
// "any": the round mark on a transparent ground, as the browser's tab and install dialog show it.
await sharp(Buffer.from(mark), { density: 1200 }).resize(192, 192).png().toFile(out("icon-192.png"));
await sharp(Buffer.from(mark), { density: 2400 }).resize(512, 512).png().toFile(out("icon-512.png"));
// "maskable": Android crops to a circle or squircle; the mark stays inside the 80% safe zone.
await sharp(Buffer.from(square(0.7)), { density: 2400 })
  .resize(512, 512)
  .png()
  .toFile(out("maskable-512.png"));
// iOS rounds the corners itself and shows black behind transparency: a full square.
await sharp(Buffer.from(square(0.86)), { density: 1200 })
  .resize(180, 180)
  .png()
  .toFile(out("apple-touch-icon.png"));
console.log("Icons written to public/icons/");
