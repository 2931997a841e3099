// Ad banner images: read from storage, resized and re-encoded with sharp, kept in a small
// per-app memory cache (the client asks for few sizes). Only images an ad points at are served,
// so this route cannot be used to read other stored files (profile photos, order images).
import sharp from "sharp";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

export type AdImageRequest = { img: string; format: "jpeg" | "png" | "webp"; width?: number; height?: number };

const CACHE_LIMIT = 64;

async function render(source: Buffer, q: AdImageRequest): Promise<Buffer> {
  let pipeline = sharp(source).rotate();
  if (q.width || q.height) {
    pipeline = pipeline.resize({
      width: q.width,
      height: q.height,
      fit: q.width && q.height ? "cover" : "inside",
      withoutEnlargement: true,
    });
  }
  if (q.format === "png") return pipeline.png().toBuffer();
  if (q.format === "webp") return pipeline.webp({ quality: 80 }).toBuffer();
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export function adImages(ctx: AppContext) {
  const cache = new Map<string, Buffer>();
  return async function adImage(q: AdImageRequest): Promise<Buffer> {
    const key = `${q.img}|${q.format}|${q.width ?? ""}|${q.height ?? ""}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const ad = await ctx.db.ad.findFirst({ where: { image: q.img }, select: { id: true } });
    const source = ad ? await ctx.adapters.storage.read(q.img) : null;
    if (!source) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
    let bytes: Buffer;
    try {
      bytes = await render(source, q);
    } catch {
      throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
    }
    cache.set(key, bytes);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    return bytes;
  };
}
