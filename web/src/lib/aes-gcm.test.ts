// The plain AES-256-GCM and HKDF against Node's crypto (what the server seals the cards with).
import { createCipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { aesGcmDecrypt, AuthenticationError, hkdfSha256, hmacSha256 } from "./aes-gcm";

const seal = (key: Uint8Array, iv: Uint8Array, plain: Uint8Array) => {
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  return new Uint8Array(Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]));
};

describe("aes-gcm", () => {
  it("computes HMAC-SHA256 and HKDF-SHA256 as Node does", () => {
    for (const keyLength of [0, 5, 32, 64, 65, 100]) {
      const key = randomBytes(keyLength);
      const data = randomBytes(keyLength * 3 + 1);
      expect(Buffer.from(hmacSha256(key, data)).toString("hex")).toBe(
        createHmac("sha256", key).update(data).digest("hex"),
      );
    }
    const ikm = new TextEncoder().encode("eyJhbGciOi.token.signature");
    const salt = new TextEncoder().encode("galli/rewards/cardInfo");
    const info = new TextEncoder().encode("aes-256-gcm/v1");
    for (const length of [16, 32, 42, 64]) {
      expect(Buffer.from(hkdfSha256(ikm, salt, info, length)).toString("hex")).toBe(
        Buffer.from(hkdfSync("sha256", ikm, salt, info, length)).toString("hex"),
      );
    }
  });

  it("opens what Node's aes-256-gcm sealed, at every length around the block size", () => {
    for (const length of [0, 1, 15, 16, 17, 31, 32, 33, 100, 1000, 4099]) {
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const plain = randomBytes(length);
      expect(Buffer.from(aesGcmDecrypt(key, iv, seal(key, iv, plain)))).toEqual(plain);
    }
  });

  it("opens the standard's test case 15 (AES-256, 64-byte message)", () => {
    const hex = (s: string) => new Uint8Array(Buffer.from(s, "hex"));
    const key = hex("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308");
    const iv = hex("cafebabefacedbaddecaf888");
    const plain =
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255";
    const ct =
      "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad";
    const tag = "b094dac5d93471bdec1a502270e3cc6c";
    expect(Buffer.from(aesGcmDecrypt(key, iv, hex(ct + tag))).toString("hex")).toBe(plain);
  });

  it("refuses a wrong key, a changed byte or a cut tag", () => {
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const sealed = seal(key, iv, new TextEncoder().encode('[{"_id":"card"}]'));
    expect(() => aesGcmDecrypt(randomBytes(32), iv, sealed)).toThrow(AuthenticationError);
    const changed = sealed.slice();
    changed[3] ^= 1;
    expect(() => aesGcmDecrypt(key, iv, changed)).toThrow(AuthenticationError);
    expect(() => aesGcmDecrypt(key, iv, sealed.subarray(0, 10))).toThrow(AuthenticationError);
  });
});
