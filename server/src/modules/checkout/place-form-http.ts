// Reading the place-order form: multipart with an `inputs` field (JSON) and an optional `image`.
// The image is accepted by what its bytes are (sharp reads them), re-encoded (dropping EXIF such
// as GPS position) and stored under orders/; the upload size limit is the app's multipart limit.
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { CHECKOUT_MESSAGES, placeOrderInputs, type PlaceOrderInputs } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { refuseUnsafeText } from "../../lib/unsafe-text";
import { jsonTooDeep, jsonTooDeepError } from "../../lib/json-depth";
import type { Storage } from "../../adapters/storage";

const ACCEPTED = new Set(["jpeg", "png", "webp", "gif"]);
const MAX_PIXELS = 40_000_000;
const MAX_INPUTS_CHARS = 20_000;

export type PlaceForm = { inputs: PlaceOrderInputs; image: Buffer | null };

const notAnImage = () => new AppError(ERROR_CODE.UNSUPPORTED_IMAGE);

export async function readPlaceForm(req: FastifyRequest): Promise<PlaceForm> {
  if (!req.isMultipart()) {
    throw new AppError(ERROR_CODE.UNSUPPORTED_MEDIA_TYPE, "Send this request as multipart/form-data.");
  }
  let raw: string | null = null;
  let image: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "image" || image) {
        await part.toBuffer();
        throw new AppError(ERROR_CODE.UNEXPECTED_FILE);
      }
      image = await part.toBuffer();
    } else if (part.fieldname === "inputs") {
      raw = typeof part.value === "string" ? part.value : null;
    }
  }
  if (!raw)
    throw new AppError(ERROR_CODE.VALIDATION_FAILED, CHECKOUT_MESSAGES.detailsMissing, {
      errors: [{ path: "inputs", message: CHECKOUT_MESSAGES.detailsMissing }],
    });
  if (raw.length > MAX_INPUTS_CHARS)
    throw new AppError(ERROR_CODE.PAYLOAD_TOO_LARGE, "The order details are too large.");
  if (jsonTooDeep(raw)) throw jsonTooDeepError();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(ERROR_CODE.INVALID_JSON, "The order details are not valid JSON.");
  }
  refuseUnsafeText(json);
  const parsed = placeOrderInputs.safeParse(json);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new AppError(ERROR_CODE.VALIDATION_FAILED, errors[0]?.message ?? "The order details are not valid.", {
      errors,
    });
  }
  return { inputs: parsed.data, image: image && image.length > 0 ? image : null };
}

/** Checks and stores the order image; answers its stored name. */
export async function storeOrderImage(storage: Storage, bytes: Buffer): Promise<string> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  if (pixels > MAX_PIXELS) throw new AppError(ERROR_CODE.IMAGE_TOO_LARGE);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(1600, 1600, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
  return storage.save("orders", webp, "webp");
}
