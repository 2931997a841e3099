// Seals the scratch-card list for the client: AES-256-GCM under a key derived (HKDF-SHA256) from
// the caller's bearer access token. The web client derives the same key with WebCrypto.
import crypto from "node:crypto";
import { CARD_CRYPTO } from "../../contract/ads";

export function cardKey(accessToken: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync(
      "sha256",
      Buffer.from(accessToken, "utf8"),
      Buffer.from(CARD_CRYPTO.salt, "utf8"),
      Buffer.from(CARD_CRYPTO.info, "utf8"),
      32,
    ),
  );
}

/** base64(iv | ciphertext | tag). The IV is random unless a test fixes it. */
export function sealCardInfo(
  plaintext: string,
  accessToken: string,
  iv: Buffer = crypto.randomBytes(CARD_CRYPTO.ivBytes),
): string {
  const cipher = crypto.createCipheriv("aes-256-gcm", cardKey(accessToken), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64");
}

/** The inverse of sealCardInfo; throws when the key is wrong or the text was altered. */
export function openCardInfo(sealed: string, accessToken: string): string {
  const raw = Buffer.from(sealed, "base64");
  const iv = raw.subarray(0, CARD_CRYPTO.ivBytes);
  const tag = raw.subarray(raw.length - CARD_CRYPTO.tagBytes);
  const body = raw.subarray(CARD_CRYPTO.ivBytes, raw.length - CARD_CRYPTO.tagBytes);
  const decipher = crypto.createDecipheriv("aes-256-gcm", cardKey(accessToken), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
