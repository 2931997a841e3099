// Opaque secrets (refresh tokens, merchant Authkeys, one-time codes) are stored as SHA-256 digests.
import crypto from "node:crypto";

export const sha256 = (value: string) => crypto.createHash("sha256").update(value, "utf8").digest("hex");
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString("base64url");
/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
