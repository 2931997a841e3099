// Profile photos. An upload is accepted by what its bytes are (sharp reads them), never by its
// name or declared type; it is re-encoded (which drops EXIF data such as GPS position) and stored
// under profile/. Views are resized on request and the result is cached beside the upload.
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import type { ProfileImageQuery } from "../../contract/profile";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_EDGE = 1000;
const FOLDER = "profile";
const CACHE_FOLDER = "profile-cache";
const STORED_NAME = /^profile\/[a-zA-Z0-9_-]+\.(webp|png|jpe?g|gif)$/;

export const notAnImage = () => new AppError(ERROR_CODE.UNSUPPORTED_IMAGE);

/** Checks the bytes, normalises the picture and stores it; answers the stored name. */
async function storeProfileImage(ctx: AppContext, bytes: Buffer): Promise<string> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(ERROR_CODE.IMAGE_TOO_LARGE);
  }
  let normalised: Buffer;
  try {
    normalised = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(STORED_EDGE, STORED_EDGE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
  return ctx.adapters.storage.save(FOLDER, normalised, "webp");
}

/** Stores a new photo for the user and discards the one it replaces. */
export async function changeProfileImage(ctx: AppContext, userId: string, bytes: Buffer): Promise<string> {
  const name = await storeProfileImage(ctx, bytes);
  const previous = await ctx.db.user.findUnique({ where: { id: userId }, select: { image: true } });
  await ctx.db.user.update({ where: { id: userId }, data: { image: name } });
  await discardProfileImage(ctx, previous?.image ?? null);
  return name;
}

const cacheDir = (name: string) => `${CACHE_FOLDER}/${path.basename(name).replace(/\.[^.]+$/, "")}`;

/** Removes a replaced photo and its cached sizes, unless another account still shows it. */
export async function discardProfileImage(ctx: AppContext, name: string | null) {
  if (!name || !STORED_NAME.test(name)) return;
  if ((await ctx.db.user.count({ where: { image: name } })) > 0) return;
  const file = ctx.adapters.storage.resolve(name);
  const cached = ctx.adapters.storage.resolve(`${cacheDir(name)}/x`);
  if (file) await fs.rm(file, { force: true });
  if (cached) await fs.rm(path.dirname(cached), { recursive: true, force: true });
}

export type RenderedImage = { bytes: Buffer; contentType: string };

export async function renderProfileImage(ctx: AppContext, q: ProfileImageQuery): Promise<RenderedImage> {
  const format = q.format === "jpg" ? "jpeg" : q.format;
  const contentType = `image/${format}`;
  if (!STORED_NAME.test(q.img)) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
  const cacheName = `${cacheDir(q.img)}/${q.width ?? "auto"}x${q.height ?? "auto"}.${format}`;
  const cached = await ctx.adapters.storage.read(cacheName);
  if (cached) return { bytes: cached, contentType };

  const original = await ctx.adapters.storage.read(q.img);
  if (!original) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
  let pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
  if (q.width || q.height) pipeline = pipeline.resize(q.width, q.height, { fit: "cover" });
  const bytes = await pipeline.toFormat(format).toBuffer();

  const cacheFile = ctx.adapters.storage.resolve(cacheName);
  if (cacheFile) {
    // Write then rename, so a parallel request never reads a half-written file.
    const partial = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    await fs.mkdir(path.dirname(cacheFile), { recursive: true });
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, cacheFile);
  }
  return { bytes, contentType };
}
