// Shop icons resized by sharp and cached on disk under <uploads>/cache/shop-icons, one file per
// image, size, format and variant ("off": greyed for a closed private shop on the web).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../../lib/db";
import type { Storage } from "../../adapters/storage";

export type IconFormat = "jpeg" | "png" | "webp";
export type IconRequest = { img: string; format: IconFormat; width: number; height: number; off: boolean };
export type Icon = { bytes: Buffer; contentType: string; etag: string };

const KNOWN_NAMES_MAX = 5000;

async function render(source: string, r: IconRequest): Promise<Buffer> {
  let image = sharp(source, { failOn: "none" })
    .rotate()
    .resize(r.width, r.height, { fit: "cover", position: "centre" });
  if (r.off) image = image.greyscale().linear(0.6, 90); // washed-out grey: visibly unavailable
  if (r.format === "jpeg")
    return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (r.format === "png") return image.png({ compressionLevel: 9 }).toBuffer();
  return image.webp({ quality: 80 }).toBuffer();
}

export function shopIcons(db: Db, storage: Storage) {
  const cacheRoot = path.join(storage.root, "cache", "shop-icons");
  // Names known to be shop images; only those are served (other stored files, such as profile
  // photos, must not be readable through this public endpoint).
  const known = new Set<string>();

  async function isShopImage(name: string): Promise<boolean> {
    if (known.has(name)) return true;
    const shop = await db.shop.findFirst({ where: { image: name }, select: { id: true } });
    if (!shop) return false;
    if (known.size >= KNOWN_NAMES_MAX) known.clear();
    known.add(name);
    return true;
  }

  return {
    cacheRoot,
    /** The resized icon, or null when the name is not a stored shop image. */
    async get(r: IconRequest): Promise<Icon | null> {
      const source = storage.resolve(r.img);
      if (!source || !(await isShopImage(r.img))) return null;
      const stat = await fs.stat(source).catch(() => null);
      if (!stat?.isFile()) return null;
      const variant = r.off ? "off" : "on";
      const cached = path.join(cacheRoot, r.img.replace(/\//g, "__"), `${r.width}x${r.height}-${variant}.${r.format}`);
      const etag = `"${crypto
        .createHash("sha1")
        .update(`${r.img}|${r.width}x${r.height}|${r.format}|${variant}|${stat.mtimeMs}|${stat.size}`)
        .digest("hex")
        .slice(0, 20)}"`;
      const contentType = `image/${r.format}`;
      const cachedStat = await fs.stat(cached).catch(() => null);
      if (cachedStat && cachedStat.mtimeMs >= stat.mtimeMs)
        return { bytes: await fs.readFile(cached), contentType, etag };
      const bytes = await render(source, r).catch(() => null); // not a readable image: as unknown
      if (!bytes) return null;
      await fs.mkdir(path.dirname(cached), { recursive: true });
      const tmp = `${cached}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, cached); // atomic: a concurrent reader never sees half a file
      return { bytes, contentType, etag };
    },
  };
}
