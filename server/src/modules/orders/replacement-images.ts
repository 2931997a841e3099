// Replacement photos: 2 to 3 pictures, accepted by what their bytes are (sharp reads them), never
// by name or declared type; re-encoded (dropping EXIF such as GPS position) and stored under
// replacements/. Every picture is checked before any is stored.
import sharp from "sharp";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE, ERRORS, type ErrorCode } from "../../contract/errors";
import { REPLACEMENT_IMAGES_MAX, REPLACEMENT_IMAGES_MIN, REPLACEMENT_MESSAGES } from "../../contract/orders-actions";

const ACCEPTED = new Set(["jpeg", "png", "webp"]);
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_EDGE = 1600;

const invalid = (code: ErrorCode, message: string = ERRORS[code].message, path = "images") =>
  new AppError(code, message, { errors: [{ path, message }] });

export async function checkReplacementImages(images: Buffer[]): Promise<void> {
  if (images.length < REPLACEMENT_IMAGES_MIN) throw invalid(ERROR_CODE.IMAGES_TOO_FEW);
  if (images.length > REPLACEMENT_IMAGES_MAX) throw invalid(ERROR_CODE.IMAGES_TOO_MANY);
  for (const bytes of images) {
    let format: string | undefined;
    let pixels = 0;
    try {
      const meta = await sharp(bytes).metadata();
      format = meta.format;
      pixels = (meta.width ?? 0) * (meta.height ?? 0);
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED.has(format)) throw invalid(ERROR_CODE.UNSUPPORTED_IMAGE, REPLACEMENT_MESSAGES.imagesOnly);
    if (pixels > MAX_INPUT_PIXELS) {
      throw invalid(ERROR_CODE.IMAGE_TOO_LARGE, "An image is too large. Please choose a smaller picture.");
    }
  }
}

/** Stores checked pictures; answers their stored names. */
export async function storeReplacementImages(ctx: AppContext, images: Buffer[]): Promise<string[]> {
  const names: string[] = [];
  for (const bytes of images) {
    const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(STORED_EDGE, STORED_EDGE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    names.push(await ctx.adapters.storage.save("replacements", webp, "webp"));
  }
  return names;
}
