// Demo images drawn as SVG and rendered to PNG with sharp: product packs, shop icons and ad
// banners. Names are relative to the uploads directory, as the image routes expect.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { hash32 } from "./random";
import { familyById, type Container, type Emblem, type Family } from "./families";

/** An image to draw: its file name, its SVG, its size and its alt text (also written into the PNG). */
export type ImageJob = { name: string; svg: string; width: number; height: number; alt: string };

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

/** A colour mixed with white: `amount` 0 keeps it, 1 is white. */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) =>
    Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

const CRUST = "#c98a4b";
const EGG = "#f1dfc0";

/** Natural colours of fresh produce, by a word of its name; green otherwise. */
const PRODUCE_COLOURS: [RegExp, string][] = [
  [/Tomato|Apple|Pomegranate|Watermelon|Beetroot|Red Capsicum|Chilli/, "#d84315"],
  [/Mango|Papaya|Orange|Carrot|Pumpkin|Sweet Potato/, "#f57c00"],
  [/Banana|Lemon|Mosambi|Pineapple|Baby Corn|Corn/, "#fbc02d"],
  [/Onion|Brinjal/, "#8e3a6e"],
  [/Potato|Ginger|Mushroom|Garlic|Radish|Cauliflower/, "#d7c4a0"],
];
export const produceColour = (name: string) => PRODUCE_COLOURS.find(([re]) => re.test(name))?.[1] ?? "#558b2f";

/**
 * The containers, drawn in a 500 x 500 pack picture over x 100..400, y 30..320 in the brand's
 * colour `b` (a darker `d` for caps and lids; `item` the colour of what shows, for produce), and
 * where each puts its emblem.
 */
const CONTAINERS: Record<Container, { at: [number, number]; draw: (b: string, d: string, item: string) => string }> = {
  pouch: {
    at: [250, 190],
    draw: (b, d) =>
      `<path d="M140 56 L360 56 L374 300 Q250 328 126 300 Z" fill="${b}"/><path d="M140 56 L360 56 L362 86 L138 86 Z" fill="${d}"/>` +
      `<path d="M150 70 h200" stroke="#fff" stroke-width="3" stroke-dasharray="8 6" opacity="0.6"/>`,
  },
  bottle: {
    at: [250, 220],
    draw: (b, d) =>
      `<rect x="220" y="28" width="60" height="36" rx="6" fill="${d}"/>` +
      `<path d="M226 64 h48 v26 q66 22 66 74 v142 q0 14 -14 14 h-152 q-14 0 -14 -14 v-142 q0 -52 66 -74 z" fill="${b}"/>` +
      `<path d="M184 180 v110" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.3"/>`,
  },
  jar: {
    at: [250, 200],
    draw: (b, d) =>
      `<rect x="150" y="48" width="200" height="48" rx="10" fill="${d}"/><rect x="132" y="90" width="236" height="232" rx="38" fill="${b}"/>` +
      `<rect x="150" y="60" width="200" height="6" fill="#fff" opacity="0.3"/>`,
  },
  box: {
    at: [240, 195],
    draw: (b, d) =>
      `<path d="M150 80 L190 48 L370 48 L330 80 Z" fill="${tint(b, 0.3)}"/><path d="M330 80 L370 48 L370 290 L330 322 Z" fill="${d}"/>` +
      `<rect x="150" y="80" width="180" height="242" fill="${b}"/>`,
  },
  sack: {
    at: [250, 195],
    draw: (b, d) =>
      `<path d="M140 74 Q250 44 360 74 L390 300 Q250 332 110 300 Z" fill="${b}"/>` +
      `<path d="M196 62 Q250 36 304 62 L296 78 Q250 64 204 78 Z" fill="${d}"/><path d="M150 104 Q250 84 350 104" stroke="#fff" stroke-width="4" fill="none" opacity="0.4"/>`,
  },
  tub: {
    at: [250, 215],
    draw: (b, d) =>
      `<path d="M136 112 L364 112 L342 308 Q250 326 158 308 Z" fill="${b}"/><ellipse cx="250" cy="112" rx="122" ry="24" fill="${d}"/>` +
      `<ellipse cx="250" cy="108" rx="104" ry="14" fill="#fff" opacity="0.25"/>`,
  },
  tube: {
    at: [250, 165],
    draw: (b, d) =>
      `<rect x="166" y="36" width="168" height="26" rx="4" fill="${d}"/><path d="M168 62 h164 l-30 212 h-104 z" fill="${b}"/>` +
      `<rect x="214" y="272" width="72" height="48" rx="8" fill="${d}"/><path d="M176 78 h148" stroke="#fff" stroke-width="4" opacity="0.4"/>`,
  },
  tin: {
    at: [250, 200],
    draw: (b, d) =>
      `<rect x="146" y="80" width="208" height="226" fill="${b}"/><ellipse cx="250" cy="306" rx="104" ry="20" fill="${b}"/>` +
      `<ellipse cx="250" cy="80" rx="104" ry="22" fill="${d}"/><ellipse cx="250" cy="80" rx="84" ry="14" fill="#fff" opacity="0.3"/>`,
  },
  bar: {
    at: [250, 190],
    draw: (b, d) =>
      `<rect x="96" y="118" width="308" height="146" rx="26" fill="${b}"/><path d="M96 150 h308 M96 232 h308" stroke="${d}" stroke-width="10"/>` +
      `<path d="M120 130 l20 -16 l20 16 l20 -16 l20 16" stroke="#fff" stroke-width="3" fill="none" opacity="0.4"/>`,
  },
  tray: {
    at: [250, 250],
    draw: (b) =>
      [150, 250, 350]
        .flatMap((x) => [
          `<ellipse cx="${x}" cy="128" rx="38" ry="48" fill="${EGG}"/>`,
          `<ellipse cx="${x}" cy="186" rx="40" ry="50" fill="${tint(EGG, 0.3)}"/>`,
        ])
        .join("") + `<path d="M92 210 h316 l-18 104 h-280 z" fill="${b}"/>`,
  },
  loaf: {
    at: [250, 215],
    draw: (b) =>
      `<path d="M110 318 L110 150 Q110 80 190 76 Q250 40 310 76 Q390 80 390 150 L390 318 Z" fill="${b}" opacity="0.45"/>` +
      `<path d="M130 304 L130 156 Q130 100 196 98 Q250 66 304 98 Q370 100 370 156 L370 304 Z" fill="${CRUST}"/>` +
      `<path d="M180 110 q-16 20 0 40 M230 92 q-16 20 0 40 M280 92 q-16 20 0 40 M330 110 q-16 20 0 40" stroke="#8d5a2b" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<rect x="110" y="250" width="280" height="68" fill="${b}"/>`,
  },
  carton: {
    at: [236, 215],
    draw: (b, d) =>
      `<path d="M150 116 L210 56 L334 56 L350 116 Z" fill="${tint(b, 0.35)}"/><path d="M334 56 L364 96 L364 322 L322 322 L322 116 Z" fill="${d}"/>` +
      `<rect x="150" y="116" width="172" height="206" fill="${b}"/><rect x="196" y="38" width="52" height="20" fill="${d}"/>`,
  },
  chips: {
    at: [250, 190],
    draw: (b, d) =>
      `<path d="M120 70 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 l14 16 l14 -16 L400 70 ` +
      `Q420 190 400 304 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 l-14 16 l-14 -16 L120 304 Q80 190 120 70 Z" fill="${b}"/>` +
      `<path d="M124 86 h272 M124 288 h272" stroke="${d}" stroke-width="8"/>`,
  },
  basket: {
    at: [250, 262],
    draw: (b, d, item) =>
      `<circle cx="180" cy="170" r="56" fill="${item}"/><circle cx="320" cy="170" r="56" fill="${item}"/><circle cx="250" cy="140" r="60" fill="${tint(item, 0.15)}"/>` +
      `<path d="M250 82 q14 -30 42 -24 q-12 28 -42 24 z" fill="#43a047"/>` +
      `<path d="M96 206 h308 l-30 116 h-248 z" fill="${b}"/><path d="M112 240 h276 M122 276 h256" stroke="${d}" stroke-width="6"/>`,
  },
  strip: {
    at: [250, 190],
    draw: (b, d) =>
      `<rect x="104" y="104" width="292" height="172" rx="18" fill="${tint(b, 0.55)}"/><rect x="104" y="104" width="292" height="172" rx="18" fill="none" stroke="${d}" stroke-width="8"/>` +
      [140, 360]
        .flatMap((x) =>
          [140, 190, 240].map((y) => `<circle cx="${x}" cy="${y}" r="20" fill="#fff" stroke="${b}" stroke-width="5"/>`),
        )
        .join(""),
  },
  spray: {
    at: [250, 215],
    draw: (b, d) =>
      `<rect x="232" y="30" width="36" height="22" fill="${d}"/><rect x="268" y="36" width="34" height="10" fill="${d}"/>` +
      `<path d="M196 100 Q196 52 250 52 Q304 52 304 100 Z" fill="${d}"/><rect x="182" y="100" width="136" height="222" rx="20" fill="${b}"/>`,
  },
  roll: {
    at: [226, 195],
    draw: (b, d) =>
      `<rect x="110" y="120" width="250" height="150" fill="${b}"/><ellipse cx="110" cy="195" rx="30" ry="75" fill="${d}"/>` +
      `<ellipse cx="360" cy="195" rx="30" ry="75" fill="${tint(b, 0.6)}"/><ellipse cx="360" cy="195" rx="10" ry="26" fill="${d}"/>` +
      `<path d="M360 270 L400 304 L150 304 L110 270 Z" fill="${tint(b, 0.75)}"/>`,
  },
  can: {
    at: [236, 210],
    draw: (b, d) =>
      `<rect x="300" y="40" width="42" height="30" rx="6" fill="${d}"/>` +
      `<path d="M130 110 Q130 70 170 70 L330 70 Q370 70 370 110 L370 300 Q370 322 348 322 L152 322 Q130 322 130 300 Z" fill="${b}"/>` +
      `<rect x="160" y="86" width="110" height="36" rx="18" fill="${tint(b, 0.85)}"/>`,
  },
  cake: {
    at: [250, 250],
    draw: (b, d) =>
      `<ellipse cx="250" cy="300" rx="150" ry="26" fill="${d}"/><rect x="110" y="130" width="280" height="170" fill="${b}"/>` +
      `<ellipse cx="250" cy="130" rx="140" ry="32" fill="#fff8ef"/><path d="M110 130 q20 50 36 0 q20 60 40 0 q20 44 40 0 q20 60 40 0 q20 48 40 0 q20 56 40 0 q20 40 44 0" fill="#fff8ef"/>` +
      `<circle cx="250" cy="96" r="18" fill="#c62828"/>`,
  },
  bun: {
    at: [250, 262],
    draw: (b) =>
      `<path d="M110 210 Q110 120 190 120 Q270 120 270 210 Z" fill="${CRUST}"/><path d="M230 210 Q230 110 310 110 Q390 110 390 210 Z" fill="${tint(CRUST, 0.12)}"/>` +
      `<path d="M170 200 Q170 90 250 90 Q330 90 330 200 Z" fill="${tint(CRUST, 0.06)}"/><rect x="96" y="204" width="308" height="116" rx="14" fill="${b}"/>`,
  },
  sweetbox: {
    at: [250, 268],
    draw: (b, d) =>
      `<path d="M110 176 L140 58 L360 58 L390 176 Z" fill="${tint(b, 0.35)}"/>` +
      [150, 210, 270, 330]
        .map((x) => `<rect x="${x - 22}" y="150" width="44" height="40" rx="8" fill="#f5d58a"/>`)
        .join("") +
      `<rect x="96" y="180" width="308" height="142" rx="10" fill="${b}"/><path d="M96 206 h308" stroke="${d}" stroke-width="8"/>`,
  },
  bunch: {
    at: [250, 268],
    draw: (b) =>
      [-50, -25, 0, 25, 50]
        .map(
          (r, i) =>
            `<ellipse cx="250" cy="140" rx="40" ry="100" fill="${i % 2 ? "#43a047" : "#2e7d32"}" transform="rotate(${r} 250 300)"/>`,
        )
        .join("") + `<rect x="200" y="240" width="100" height="56" rx="12" fill="${b}"/>`,
  },
  brush: {
    at: [236, 210],
    draw: (b, d) =>
      `<g transform="rotate(-30 250 190)"><rect x="90" y="170" width="300" height="40" rx="20" fill="${b}"/>` +
      `<rect x="330" y="120" width="70" height="50" rx="6" fill="#e3f2fd"/><path d="M336 120 v50 M350 120 v50 M364 120 v50 M378 120 v50 M392 120 v50" stroke="${d}" stroke-width="3"/></g>`,
  },
};

/** Emblems drawn around (0, 0) in about 60 x 60, in the brand's colour on a white disc. */
const EMBLEMS: Record<Emblem, string> = {
  none: "",
  drop: `<path d="M0 -30 C12 -12 22 0 22 10 A22 22 0 0 1 -22 10 C-22 0 -12 -12 0 -30 Z"/>`,
  leaf: `<path d="M-24 24 C-24 -10 0 -28 26 -28 C26 4 8 24 -24 24 Z"/><path d="M-20 20 L16 -16" stroke="#fff" stroke-width="3"/>`,
  wheat: `<rect x="-2" y="-30" width="4" height="60" rx="2"/>${[-18, -4, 10]
    .map(
      (y) =>
        `<ellipse cx="-8" cy="${y}" rx="5" ry="10" transform="rotate(-35 -8 ${y})"/><ellipse cx="8" cy="${y}" rx="5" ry="10" transform="rotate(35 8 ${y})"/>`,
    )
    .join("")}`,
  grain: [
    [-14, -14],
    [12, -18],
    [-2, 2],
    [-18, 16],
    [16, 14],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="10" transform="rotate(30 ${x} ${y})"/>`)
    .join(""),
  flame: `<path d="M0 -30 C18 -10 24 4 18 16 A19 19 0 0 1 -18 16 C-24 4 -8 -6 0 -30 Z"/>`,
  star: `<path d="M0 -30 L8 -10 L29 -9 L13 5 L18 26 L0 14 L-18 26 L-13 5 L-29 -9 L-8 -10 Z"/>`,
  heart: `<path d="M0 26 C-34 2 -30 -26 -14 -26 C-6 -26 0 -18 0 -12 C0 -18 6 -26 14 -26 C30 -26 34 2 0 26 Z"/>`,
  cross: `<path d="M-9 -28 h18 v19 h19 v18 h-19 v19 h-18 v-19 h-19 v-18 h19 z"/>`,
  bubbles: `<circle cx="-10" cy="8" r="16" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="14" cy="-12" r="11" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="18" cy="18" r="6"/>`,
  sun: `<circle r="13"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="-3" y="-30" width="6" height="11" rx="3" transform="rotate(${a})"/>`).join("")}`,
  flower: `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-15" rx="9" ry="14" transform="rotate(${a})"/>`).join("")}<circle r="7" fill="#fff"/>`,
  cup: `<path d="M-24 -14 h38 v22 a19 19 0 0 1 -38 0 z"/><path d="M14 -8 a11 11 0 0 1 0 22" fill="none" stroke="currentColor" stroke-width="5"/><rect x="-28" y="20" width="46" height="5" rx="2"/>`,
  fruit: `<circle cx="0" cy="6" r="22"/><path d="M2 -16 Q10 -32 26 -28 Q18 -12 2 -16 Z"/>`,
  bowl: `<path d="M-30 -2 h60 a30 26 0 0 1 -60 0 z"/><path d="M-12 -10 q-6 -9 0 -18 M2 -10 q-6 -9 0 -18 M16 -10 q-6 -9 0 -18" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>`,
  chilli: `<path d="M-26 -20 Q-10 24 26 24 Q8 10 -10 -24 Z"/><path d="M-12 -24 q-8 -8 -2 -12" stroke="currentColor" stroke-width="4" fill="none"/>`,
  nut: `<ellipse rx="16" ry="26" transform="rotate(25)"/><path d="M-6 -18 Q4 0 -2 18" stroke="#fff" stroke-width="3" fill="none" transform="rotate(25)"/>`,
  moon: `<path d="M6 -28 A28 28 0 1 0 26 14 A22 22 0 1 1 6 -28 Z"/>`,
  sparkle: `<path d="M0 -30 Q4 -4 30 0 Q4 4 0 30 Q-4 4 -30 0 Q-4 -4 0 -30 Z"/>`,
  cow: `<ellipse cx="0" cy="6" rx="18" ry="22"/><ellipse cx="-24" cy="-12" rx="10" ry="5"/><ellipse cx="24" cy="-12" rx="10" ry="5"/><path d="M-12 -18 q-6 -12 -14 -12 M12 -18 q6 -12 14 -12" stroke="currentColor" stroke-width="4" fill="none"/><circle cx="-6" cy="18" r="3" fill="#fff"/><circle cx="6" cy="18" r="3" fill="#fff"/>`,
  spoon: `<ellipse cx="0" cy="-14" rx="12" ry="16"/><rect x="-3" y="0" width="6" height="30" rx="3"/>`,
  wave: `<path d="M-28 -8 q7 -10 14 0 t14 0 t14 0 t14 0 M-28 12 q7 -10 14 0 t14 0 t14 0 t14 0" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/>`,
  baby: `<circle cx="0" cy="4" r="20"/><path d="M-4 -16 q4 -12 12 -8" stroke="currentColor" stroke-width="4" fill="none"/><path d="M-8 10 q8 7 16 0" stroke="#fff" stroke-width="3" fill="none"/>`,
};

/** A family's picture without any words: its container and emblem in the brand's colour. */
export function familyDrawing(family: Family, brand: string, item = "#558b2f"): string {
  const c = CONTAINERS[family.container];
  const dark = shade(brand, 0.35);
  const [x, y] = c.at;
  const emblem =
    family.emblem === "none"
      ? ""
      : `<g transform="translate(${x} ${y})"><circle r="44" fill="#fff"/><g fill="${brand}" color="${brand}">${EMBLEMS[family.emblem]}</g></g>`;
  return `${c.draw(brand, dark, item)}${emblem}`;
}

/** A colour mixed with black: `amount` 0 keeps it. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) =>
    Math.round(c * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

/** What a product's front image shows, for its alt text: "Amul Toned Milk 500 ml: a milk pouch". */
export const productAlt = (p: { name: string; unit: string; family: string }) =>
  `${p.name} ${p.unit}: ${familyById(p.family).picture}`;

/**
 * A product's front: its family's container and emblem in the brand's colour on a light ground of
 * its top category's colour, then the brand on a band of its colour, the short name and the unit.
 */
export function productSvg(p: { brand: string; name: string; unit: string; color: string; family: string }): string {
  const base = p.name.startsWith(p.brand) ? p.name.slice(p.brand.length).trim() || p.name : p.name;
  const brand = brandColor(p.brand);
  const family = familyById(p.family);
  const lines = wrap(base, 22, 2);
  // Bold DejaVu is about 0.6 em a character: the longest line keeps inside the picture.
  const size = Math.min(34, Math.floor(440 / (Math.max(...lines.map((l) => l.length)) * 0.6)));
  const text = lines
    .map(
      (l, i) =>
        `<text x="250" y="${(lines.length === 1 ? 428 : 412) + i * (size + 6)}" font-size="${size}" font-weight="bold" fill="#222">${esc(l)}</text>`,
    )
    .join("");
  const brandSize = Math.min(28, Math.floor(440 / Math.max(10, p.brand.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<title>${esc(productAlt(p))}</title>
<rect width="500" height="500" fill="${tint(p.color, 0.86)}"/>
${familyDrawing(family, brand, produceColour(base))}
<rect x="70" y="338" width="360" height="44" rx="22" fill="${brand}"/>
<g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
<text x="250" y="${360 + brandSize * 0.36}" font-size="${brandSize}" font-weight="bold" fill="#fff">${esc(p.brand)}</text>
${text}
<text x="250" y="486" font-size="24" fill="#444">${esc(p.unit)}</text>
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

/** What a shop's window shows, by what it sells (its own range, else its kind). */
const WINDOW_FAMILY: Record<string, string> = {
  Grocery: "rice",
  Supermarket: "cereal",
  Bakery: "bread",
  Pharmacy: "first-aid",
  "Fruits & Vegetables": "fruit",
  Dairy: "milk",
  Organic: "vegetables",
  Sweets: "mithai",
  Spices: "whole-spices",
  Pickles: "pickle",
};

/** What a shop's picture shows, for its alt text: "Iyengar's Bakery: a bakery storefront". */
export const shopAlt = (name: string, kind: string) => `${name}: a ${kind.toLowerCase()} storefront`;

/**
 * A shop's picture: a storefront in its kind's colour, its name on the signboard, a striped awning
 * and a window showing what it sells (a loaf in a bakery's, a first aid box in a pharmacy's...).
 * Without a name (the large world's shops) the signboard says the kind.
 */
export function shopSvg(shop: { name: string; kind: string; range?: string; color: string }): string {
  const c = shop.color;
  const lines = wrap(shop.name, 20, 2);
  const size = Math.min(30, Math.floor(230 / (Math.max(...lines.map((l) => l.length)) * 0.62)));
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${lines.length === 1 ? 72 + size * 0.36 : 62 + i * (size + 4)}" font-size="${size}" font-weight="bold" fill="#fff">${esc(l)}</text>`,
    )
    .join("");
  const family = familyById(WINDOW_FAMILY[shop.range ?? shop.kind] ?? "rice");
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<path d="M${20 + i * 32.5} 112 h32.5 v34 a16.25 12 0 0 1 -32.5 0 z" fill="${i % 2 ? "#fff" : c}"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<title>${esc(shopAlt(shop.name, shop.kind))}</title>
<rect width="300" height="300" fill="${tint(c, 0.8)}"/>
<rect x="20" y="100" width="260" height="190" fill="#f6efe4"/>
<rect x="14" y="26" width="272" height="86" rx="8" fill="${c}"/>
${stripes}
<rect x="40" y="166" width="220" height="116" rx="6" fill="#e3f0f7" stroke="${shade(c, 0.3)}" stroke-width="5"/>
<g transform="translate(150 224) scale(0.34) translate(-250 -176)">${familyDrawing(family, c, family.id === "fruit" ? "#e53935" : produceColour(""))}</g>
<rect x="0" y="286" width="300" height="14" fill="${shade(c, 0.3)}"/>
<g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">${text}</g></svg>`;
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
      await fs.writeFile(path.join(uploadsDir, job.name), withPngText(png, "Description", job.alt));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A PNG with a tEXt chunk (`keyword`, Latin-1 text) after its header, so the file carries its own
 * description: "Description" is one of the PNG format's registered keywords.
 */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0]), Buffer.from(text, "latin1")]);
  const type = Buffer.from("tEXt", "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const headerEnd = 8 + 12 + png.readUInt32BE(8); // signature, then the IHDR chunk
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
}

/** The text of a PNG's tEXt chunk with `keyword`, or null. */
export function pngText(png: Buffer, keyword: string): string | null {
  let at = 8;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    if (type === "tEXt") {
      const data = png.subarray(at + 8, at + 8 + length);
      const zero = data.indexOf(0);
      if (data.toString("latin1", 0, zero) === keyword) return data.toString("latin1", zero + 1);
    }
    if (type === "IEND") return null;
    at += 12 + length;
  }
  return null;
}
