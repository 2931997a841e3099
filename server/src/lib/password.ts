// Passwords arrive already hashed by the client (SHA-256 hex of what the user typed, as the spec
// says) and are stored again with scrypt and a per-user salt, never in a comparable form.
import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };

/** What the web client sends for a typed password (also used by the seed and tests). */
export const clientHash = (plain: string) => crypto.createHash("sha256").update(plain, "utf8").digest("hex");

export async function hashPassword(clientHashed: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(clientHashed, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(clientHashed: string, stored: string | null | undefined): Promise<boolean> {
  // Without a stored hash we still spend the same time, so timing says nothing about the account.
  const [scheme, n, r, p, saltB64, keyB64] = (stored ?? "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$").split("$");
  if (scheme !== "scrypt") return false;
  const expected = Buffer.from(keyB64 ?? "", "base64");
  const key = await scrypt(clientHashed, Buffer.from(saltB64 ?? "", "base64"), 32, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === key.length && crypto.timingSafeEqual(expected, key) && !!stored;
}
