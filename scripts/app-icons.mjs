// Draws the web app's icons (the manifest's and Apple's home-screen icon) from the favicon's mark, into
// apps/web/public/icons/. The PNGs are committed: run this again only when the mark changes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const out = fileURLToPath(new URL("../apps/web/public/icons/", import.meta.url));
const BACKGROUND = "#3A4256";
const MARK = '<path d="M7 8h5l4 6 4-6h5l-6.5 8L25 24h-5l-4-6-4 6H7l6.5-8z" fill="#0FCFEC"/>';

/**
 * `any` icons keep the favicon's rounded square; maskable ones fill the square and keep the mark in the safe zone.
 * @param {boolean} maskable
 */
function svg(maskable) {
  const shape = maskable
    ? `<rect width="32" height="32" fill="${BACKGROUND}"/><g transform="translate(4.8 4.8) scale(0.7)">${MARK}</g>`
    : `<rect width="32" height="32" rx="6" fill="${BACKGROUND}"/>${MARK}`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shape}</svg>`);
}

mkdirSync(out, { recursive: true });
for (const { name, size, maskable } of [
  { name: "icon-192.png", size: 192, maskable: false },
  { name: "icon-512.png", size: 512, maskable: false },
  { name: "icon-maskable-512.png", size: 512, maskable: true },
  { name: "apple-touch-icon.png", size: 180, maskable: true },
]) {
  await sharp(svg(maskable), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`wrote ${name}`);
}
