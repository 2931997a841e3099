// Demo images drawn as SVG and rendered to PNG with sharp: product packs, shop icons and ad
// banners. Names are relative to the uploads directory, as the image routes expect.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

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

/** A product pack: category colour, a lighter "pack", brand, name and unit. */
export function productSvg(p: { brand: string; name: string; unit: string; color: string; top: string }): string {
  const base = p.name.startsWith(p.brand) ? p.name.slice(p.brand.length).trim() || p.name : p.name;
  const lines = wrap(base, 16, 3);
  const text = lines
    .map((l, i) => `<text x="250" y="${235 + i * 44}" font-size="38" font-weight="bold" fill="#222">${esc(l)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="${p.color}"/>
<rect x="70" y="60" width="360" height="390" rx="28" fill="#ffffff" opacity="0.93"/>
<rect x="70" y="60" width="360" height="90" rx="28" fill="${p.color}" opacity="0.25"/>
<g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
<text x="250" y="120" font-size="34" font-weight="bold" fill="${p.color}">${esc(p.brand)}</text>
${text}
<rect x="170" y="375" width="160" height="50" rx="25" fill="${p.color}"/>
<text x="250" y="410" font-size="28" font-weight="bold" fill="#fff">${esc(p.unit)}</text>
<text x="250" y="485" font-size="20" fill="#fff">${esc(p.top)}</text>
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
