// Renders the installable app's icons (web/public/icons) from the logo mark. Run after changing it:
// `npx tsx scripts/make-icons.ts`. The maskable icon keeps the mark inside the central safe zone.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = "web/public/icons";
const MARK = `<path d="M6 12 8 7h16l2 5Z" fill="#ffa933"/><path d="M6 12a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0" fill="#ffa933"/><path d="M8 16v9h16v-9M13.5 25v-5h5v5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;

/** The mark on the brand green; `scale` < 1 shrinks it toward the centre (maskable icons). */
const svg = (rounded: boolean, scale: number) => {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="#116932"/><g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
};

const ICONS = [
  { file: "icon-192.png", size: 192, rounded: true, scale: 1 },
  { file: "icon-512.png", size: 512, rounded: true, scale: 1 },
  { file: "maskable-512.png", size: 512, rounded: false, scale: 0.7 },
  { file: "apple-touch-icon-180.png", size: 180, rounded: false, scale: 0.85 },
];

fs.mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(svg(icon.rounded, icon.scale)))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, icon.file));
  console.log(`${OUT}/${icon.file}`);
}
