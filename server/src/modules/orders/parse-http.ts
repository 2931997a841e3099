// Input that cannot be declared as a route body schema (multipart forms) is parsed here with the
// same zod schemas, failing the same way: 400 VALIDATION_FAILED, the first issue as the message.
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { refuseUnsafeText } from "../../lib/unsafe-text";
import { verifyProductFields, type VerifyProductFields } from "../../contract/orders-actions";

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  refuseUnsafeText(value);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new AppError(ERROR_CODE.VALIDATION_FAILED, errors[0]?.message ?? "The request is not valid.", { errors });
}

// image1..image3; a fourth photo (image4) is counted, so it is refused as "at most three".
const IMAGE_FIELD = /^image[1-9]$/;

/** verifyProducts: JSON, or multipart with text fields and image1..image3 files. */
export async function readVerifyRequest(
  req: FastifyRequest,
): Promise<{ fields: VerifyProductFields; images: Buffer[] }> {
  if (!req.isMultipart()) return { fields: parseInput(verifyProductFields, req.body ?? {}), images: [] };
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  let stray: string | null = null;
  for await (const part of req.parts()) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (IMAGE_FIELD.test(part.fieldname)) images.push(bytes);
      else stray ??= part.fieldname;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (stray) {
    const message = `Unexpected file field "${stray}"; send the photos as image1, image2 and image3.`;
    throw new AppError(ERROR_CODE.VALIDATION_FAILED, message, { errors: [{ path: stray, message }] });
  }
  return { fields: parseInput(verifyProductFields, fields), images };
}
