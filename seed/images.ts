// Demo images drawn as SVG and rendered to PNG with sharp: product packs, shop icons and ad
// banners. Names are relative to the uploads directory, as the image routes expect.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { hash32 } from "./random";

export type ImageJob = { name: string; svg: string; width: number; height: number };

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Splits text into lines of at most `max` characters, on spaces. */
function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, max - 1)}…`;
    return kept;
  }
  return lines;
}

/** A brand's own colour: a hue from its name, dark enough for white text. */
export function brandColor(brand: string): string {
  const h = hash32(brand) % 360;
  const sat = 0.55 + (hash32(`${brand}:s`) % 20) / 100; // 0.55..0.74
  const light = 0.3 + (hash32(`${brand}:l`) % 10) / 100; // 0.30..0.39
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The pack's outline by top category: a sack of staples, a milk carton, a crate of produce... */
const PACKS: Record<string, string> = {
  Staples: `<path d="M118 96 Q250 66 382 96 L412 438 Q250 470 88 438 Z"/><path d="M190 84 Q250 60 310 84 L300 100 Q250 84 200 100 Z" opacity="0.5"/>`,
  "Dairy & Bakery": `<path d="M96 150 L170 70 L330 70 L404 150 L404 452 L96 452 Z"/>`,
  "Fruits & Vegetables": `<rect x="72" y="84" width="356" height="366" rx="64"/>`,
  "Snacks & Beverages": `<path d="M92 88 l19 -16 l19 16 l19 -16 l19 16 l19 -16 l19 16 l19 -16 l19 16 l19 -16 l19 16 l19 -16 l19 16 l19 -16 l19 16 l19 -16 l19 16 l4 0 L408 446 l-19 16 l-19 -16 l-19 16 l-19 -16 l-19 16 l-19 -16 l-19 16 l-19 -16 l-19 16 l-19 -16 l-19 16 l-19 -16 l-19 16 l-19 -16 l-19 16 l-19 -16 l-4 0 Z"/>`,
  "Packaged Food": `<path d="M84 100 L120 70 L420 70 L420 420 L384 452 L84 452 Z" opacity="0.55"/><rect x="84" y="100" width="300" height="352" rx="10"/>`,
  "Personal Care": `<rect x="206" y="44" width="88" height="40" rx="8"/><path d="M150 120 Q150 84 200 84 L300 84 Q350 84 350 120 L374 160 L374 430 Q374 456 348 456 L152 456 Q126 456 126 430 L126 160 Z"/>`,
  Household: `<path d="M100 120 Q100 80 140 80 L250 80 L250 60 L330 60 L330 80 L360 80 Q400 80 400 120 L400 440 Q400 458 382 458 L118 458 Q100 458 100 440 Z"/>`,
};

/** A pictogram per top category, drawn around (0, 0) in about 90 x 90. */
const PICTOGRAMS: Record<string, string> = {
  "Fruits & Vegetables": `<circle cx="0" cy="8" r="34"/><path d="M2 -24 Q16 -50 40 -40 Q28 -16 2 -24 Z"/><rect x="-3" y="-34" width="6" height="16" rx="3"/>`,
  "Dairy & Bakery": `<rect x="-14" y="-46" width="28" height="10" rx="3"/><path d="M-14 -34 h28 v10 l14 18 v52 a6 6 0 0 1 -6 6 h-44 a6 6 0 0 1 -6 -6 v-52 l14 -18 z"/>`,
  Staples: `<rect x="-2" y="-46" width="4" height="92" rx="2"/>${[-30, -8, 14]
    .map(
      (y) =>
        `<ellipse cx="-12" cy="${y}" rx="7" ry="15" transform="rotate(-35 -12 ${y})"/><ellipse cx="12" cy="${y}" rx="7" ry="15" transform="rotate(35 12 ${y})"/>`,
    )
    .join("")}<ellipse cx="0" cy="-46" rx="6" ry="13"/>`,
  "Snacks & Beverages": `<path d="M-38 -12 h62 v30 a31 31 0 0 1 -62 0 z"/><path d="M24 -2 a14 14 0 0 1 0 28" fill="none" stroke-width="7" stroke="currentColor"/><path d="M-22 -24 q-8 -10 0 -20 M-6 -24 q-8 -10 0 -20 M10 -24 q-8 -10 0 -20" fill="none" stroke-width="5" stroke="currentColor" stroke-linecap="round"/>`,
  "Packaged Food": `<path d="M-44 -4 h88 a44 40 0 0 1 -88 0 z"/><rect x="-30" y="36" width="60" height="8" rx="4"/><path d="M-18 -14 q-8 -12 0 -26 M0 -14 q-8 -12 0 -26 M18 -14 q-8 -12 0 -26" fill="none" stroke-width="5" stroke="currentColor" stroke-linecap="round"/>`,
  "Personal Care": `<path d="M-6 -46 h30 v8 h-22 v10 h-8 z"/><rect x="-10" y="-30" width="20" height="12"/><rect x="-28" y="-18" width="56" height="64" rx="12"/>`,
  Household: `<path d="M-44 2 L0 -40 L44 2 L34 2 L34 44 L-34 44 L-34 2 Z"/><rect x="-10" y="16" width="20" height="28" fill="#ffffff"/>`,
};

/** Pictograms of a part of a top that the top's own would misname (bread is not milk). */
const SUB_PICTOGRAMS: [path: string, svg: string][] = [
  [
    "Dairy & Bakery > Fresh from the Bakery",
    `<path d="M-46 -4 a24 24 0 0 1 20 -34 h52 a24 24 0 0 1 20 34 v44 h-92 z"/><path d="M-20 -20 v40 M0 -22 v42 M20 -20 v40" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`,
  ],
  [
    "Dairy & Bakery > Bread & Eggs > Eggs",
    `<ellipse cx="-16" cy="6" rx="22" ry="30"/><ellipse cx="18" cy="10" rx="20" ry="27"/>`,
  ],
];

/**
 * A product pack: the top category's colour and pack shape with its pictogram, a band in the
 * brand's colour with the brand, the product's short name and its unit.
 */
export function productSvg(p: {
  brand: string;
  name: string;
  unit: string;
  color: string;
  top: string;
  path?: string;
}): string {
  const base = p.name.startsWith(p.brand) ? p.name.slice(p.brand.length).trim() || p.name : p.name;
  const brand = brandColor(p.brand);
  const lines = wrap(base, 15, 2);
  // Bold DejaVu is about 0.6 em a character: the longest line keeps inside the narrowest pack.
  const size = Math.min(30, Math.floor(250 / (Math.max(...lines.map((l) => l.length)) * 0.6)));
  const pictogram =
    SUB_PICTOGRAMS.find(([path]) => p.path?.startsWith(path))?.[1] ?? PICTOGRAMS[p.top] ?? PICTOGRAMS["Packaged Food"];
  const text = lines
    .map(
      (l, i) =>
        `<text x="250" y="${(lines.length === 1 ? 336 : 318) + i * 38}" font-size="${size}" font-weight="bold" fill="#222">${esc(l)}</text>`,
    )
    .join("");
  const brandSize = Math.min(32, Math.floor(380 / Math.max(8, p.brand.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="${p.color}"/>
<g fill="#ffffff" opacity="0.95">${PACKS[p.top] ?? PACKS["Packaged Food"]}</g>
<rect x="120" y="128" width="260" height="58" rx="14" fill="${brand}"/>
<g transform="translate(250 250)" fill="${p.color}" color="${p.color}">${pictogram}</g>
<g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
<text x="250" y="${157 + brandSize * 0.36}" font-size="${brandSize}" font-weight="bold" fill="#fff">${esc(p.brand)}</text>
${text}
<rect x="170" y="384" width="160" height="46" rx="23" fill="${brand}"/>
<text x="250" y="416" font-size="26" font-weight="bold" fill="#fff">${esc(p.unit)}</text>
<text x="250" y="488" font-size="20" fill="#fff">${esc(p.top)}</text>
</g></svg>`;
}

/** EAN-13 style bars drawn from the digits (a picture of a barcode, not a scannable one). */
function bars(code: string, x: number, y: number, height: number): string {
  let out = "";
  let at = x;
  for (const ch of code) {
    const d = Number(ch);
    out += `<rect x="${at}" y="${y}" width="${1 + (d % 3)}" height="${height}" fill="#222"/>`;
    at += 3 + (d % 3);
    out += `<rect x="${at}" y="${y}" width="${1 + ((d + 1) % 2)}" height="${height}" fill="#222"/>`;
    at += 4 + (d % 2);
  }
  return out;
}

/** The back of a pack: a label with the product's details and its barcode. */
export function productBackSvg(
  p: { name: string; unit: string; mrp: number; color: string; attributes: { displayName: string; value: string }[] },
  code: string,
): string {
  const rows = p.attributes
    .filter((a) => a.displayName !== "Brand")
    .slice(0, 4)
    .map(
      (a, i) =>
        `<text x="95" y="${218 + i * 34}" font-size="21" fill="#555">${esc(a.displayName)}</text>` +
        `<text x="405" y="${218 + i * 34}" font-size="21" font-weight="bold" fill="#222" text-anchor="end">${esc(a.value)}</text>`,
    )
    .join("");
  const width = code.length * 9;
  const title = wrap(p.name, 22, 2)
    .map(
      (l, i) =>
        `<text x="250" y="${(i === 0 ? 100 : 128) + (p.name.length <= 22 ? 14 : 0)}" font-size="22" font-weight="bold" fill="${p.color}" text-anchor="middle">${esc(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="${p.color}"/>
<rect x="70" y="60" width="360" height="390" rx="28" fill="#ffffff" opacity="0.95"/>
<g font-family="DejaVu Sans, Arial, sans-serif">
${title}
<text x="250" y="165" font-size="20" fill="#222" text-anchor="middle">MRP ₹${(p.mrp / 100).toFixed(2)} (incl. of all taxes)</text>
<line x1="95" y1="180" x2="405" y2="180" stroke="#ccc" stroke-width="2"/>
${rows}
${bars(code, 250 - width / 2, 345, 60)}
<text x="250" y="430" font-size="18" fill="#222" text-anchor="middle" letter-spacing="3">${esc(code)}</text>
</g></svg>`;
}

const initials = (name: string) =>
  name
    .replace(/[^A-Za-z ]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");

/** A shop icon: its initials on a colour, the name underneath. */
export function shopSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" fill="${color}"/>
<circle cx="150" cy="125" r="85" fill="#ffffff" opacity="0.92"/>
<g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
<text x="150" y="150" font-size="72" font-weight="bold" fill="${color}">${esc(initials(name))}</text>
<text x="150" y="265" font-size="22" font-weight="bold" fill="#fff">${esc(wrap(name, 22, 1)[0])}</text>
</g></svg>`;
}

/** A 728x90 leaderboard banner. */
export function adSvg(headline: string, shopName: string, color: string): string {
  // Bold DejaVu is about 0.62 em per character; keep the headline clear of the button.
  const size = Math.min(28, Math.floor(520 / (headline.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90" viewBox="0 0 728 90">
<rect width="728" height="90" fill="${color}"/>
<rect x="560" y="22" width="150" height="46" rx="23" fill="#ffffff"/>
<g font-family="DejaVu Sans, Arial, sans-serif">
<text x="24" y="42" font-size="${size}" font-weight="bold" fill="#fff">${esc(headline)}</text>
<text x="24" y="72" font-size="18" fill="#fff">${esc(shopName)} · on Galli</text>
<text x="635" y="52" font-size="20" font-weight="bold" fill="${color}" text-anchor="middle">Shop now</text>
</g></svg>`;
}

/** Renders the jobs to PNG files, a few at a time. */
export async function writeImages(uploadsDir: string, jobs: ImageJob[], concurrency = 8): Promise<void> {
  sharp.cache(false); // every image is drawn once: libvips' operation cache only costs memory
  const dirs = new Set(jobs.map((j) => path.dirname(path.join(uploadsDir, j.name))));
  for (const d of dirs) await fs.mkdir(d, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const png = await sharp(Buffer.from(job.svg))
        .resize(job.width, job.height)
        .png({ compressionLevel: 6 })
        .toBuffer();
      await fs.writeFile(path.join(uploadsDir, job.name), png);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
