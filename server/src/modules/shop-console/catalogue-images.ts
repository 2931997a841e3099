// A product image upload: accepted by what its bytes are (sharp reads them), never by name or
// declared type; re-encoded (dropping EXIF such as GPS position), at most 1600 px on its longer
// side, and stored under products/ like the catalogue's own images. The product image route then
// serves it at the list's heights, resized and cached as every product image.
import sharp from "sharp";
import type { Storage } from "../../adapters/storage";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE, type ErrorCode } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M } from "../../contract/catalogue-constants";

const ACCEPTED = new Set(["jpeg", "png", "webp"]);
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_EDGE = 1600;
const refuse = (code: ErrorCode, message: string) => new AppError(code, message, { errors: [{ path: "file", message }] });

/** Checks and re-encodes an uploaded image and stores it under the folder ("products", or "shops"
 * for a store-front image). */
export async function storeProductImage(storage: Storage, bytes: Buffer, folder = "products"): Promise<string> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw refuse(ERROR_CODE.UNSUPPORTED_IMAGE, M.imagesOnly);
  if (pixels > MAX_INPUT_PIXELS) throw refuse(ERROR_CODE.IMAGE_TOO_LARGE, M.imageLarge);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(STORED_EDGE, STORED_EDGE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(ERROR_CODE.UNSUPPORTED_IMAGE, M.imagesOnly);
  }
  return storage.save(folder, webp, "webp");
}
