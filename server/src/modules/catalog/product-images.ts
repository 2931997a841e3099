// Product images at the heights the client asks for (100, 150, 300, 500), resized by sharp once
// and cached on disk under <uploads>/cache/product-images. Only stored product images are served.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../../lib/db";
import type { Storage } from "../../adapters/storage";

export type ImageFormat = "png" | "jpeg" | "webp";
export type ProductImageRequest = { img: string; height: number; format: ImageFormat };

const KNOWN_NAMES_MAX = 20_000;

function render(source: string, r: ProductImageRequest): Promise<Buffer> {
  const image = sharp(source, { failOn: "none" }).rotate().resize({ height: r.height });
  if (r.format === "jpeg") return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (r.format === "webp") return image.webp({ quality: 80 }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

export function productImages(db: Db, storage: Storage) {
  const cacheRoot = path.join(storage.root, "cache", "product-images");
  const known = new Set<string>();
  const rendering = new Map<string, Promise<Buffer | null>>();

  async function isProductImage(name: string): Promise<boolean> {
    if (known.has(name)) return true;
    // A product's image, or one a merchant uploaded for a product waiting for review.
    const row =
      (await db.productImage.findFirst({ where: { name }, select: { id: true } })) ??
      (await db.productUpload.findUnique({ where: { name }, select: { name: true } }));
    if (!row) return false;
    if (known.size >= KNOWN_NAMES_MAX) known.clear();
    known.add(name);
    return true;
  }

  async function renderToCache(source: string, cached: string, r: ProductImageRequest): Promise<Buffer | null> {
    const bytes = await render(source, r).catch(() => null); // not a readable image: as unknown
    if (!bytes) return null;
    await fs.mkdir(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, cached); // atomic: a concurrent reader never sees half a file
    return bytes;
  }

  return {
    cacheRoot,
    /** The image at the requested height, or null when it is not a stored product image. */
    async get(r: ProductImageRequest): Promise<{ bytes: Buffer; contentType: string; etag: string } | null> {
      const source = storage.resolve(r.img);
      if (!source || !(await isProductImage(r.img))) return null;
      const stat = await fs.stat(source).catch(() => null);
      if (!stat?.isFile()) return null;
      const contentType = `image/${r.format}`;
      // The rendition follows from the source file and the request: a new upload changes it.
      const etag = `"${Math.round(stat.mtimeMs).toString(36)}-${stat.size.toString(36)}-h${r.height}-${r.format}"`;
      const cached = path.join(cacheRoot, r.img.replace(/\//g, "__"), `h${r.height}.${r.format}`);
      const cachedStat = await fs.stat(cached).catch(() => null);
      if (cachedStat && cachedStat.mtimeMs >= stat.mtimeMs) return { bytes: await fs.readFile(cached), contentType, etag };
      // Concurrent first requests for one rendition share a single resize.
      let job = rendering.get(cached);
      if (!job) {
        job = renderToCache(source, cached, r).finally(() => rendering.delete(cached));
        rendering.set(cached, job);
      }
      const bytes = await job;
      return bytes ? { bytes, contentType, etag } : null;
    },
  };
}
