// The payment order's `hash`: an HMAC that binds our transaction id to the amounts we asked for,
// so a refund request or a wallet-only order can name a checkout without being able to alter it.
import crypto from "node:crypto";

const key = (secret: string) => crypto.createHash("sha256").update(`galli-checkout-hash:${secret}`).digest();

export function txnHash(
  secret: string,
  t: { id: string; amount: number; walletAmount: number; userId: string },
): string {
  return crypto
    .createHmac("sha256", key(secret))
    .update(`${t.id}|${t.amount}|${t.walletAmount}|${t.userId}`)
    .digest("hex");
}

export function txnHashMatches(secret: string, t: Parameters<typeof txnHash>[1], hash: string): boolean {
  const expected = Buffer.from(txnHash(secret, t), "hex");
  const given = Buffer.from(hash, "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
