import { describe, expect, it } from "vitest";
import { openCardInfo, sealCardInfo } from "./card-crypto";

// The same vector is decrypted with WebCrypto in web/src/features/rewards/card-info.test.ts, which proves the
// two ends agree on the key derivation and the wire layout.
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEiLCJndWVzdCI6ZmFsc2V9.c2lnbmF0dXJl";
const PLAIN =
  '[{"_id":"card-1","card_type":1,"reward_info":{"random_cost":25},"promo_info":{"code_type":0,"code_value":0,"code_model":0,"promo_code":"","note":""},"titlemsg":"Diwali reward"}]';
const SEALED =
  "AQIDBAUGBwgJCgsMeN7UQJ7NvBgFdwI1F9vv2Ju1N/eDGvoTreolz2GNMskZdnRapVvEDpNxPkmlo+981kap7kqEsFWUnsUF0ZMG99ZMAMFbFe5y+52ZXh1JScPtYL1Q2GmO1CVRlDQBqBolaZvcX6lWEaGfuPdfO7iJe8rIKj8WYmS2jK7Wi1bQ9Scx1ZOaOXx6nr1Lm6o3rhqVkALdJMxuQlnjCvDSLWAU72CHnnQmhQ9RX0B6vUVA8ngr+aYL2xbcPH7haHiH65ZPpA==";

describe("cardInfo sealing (AES-256-GCM, key from the bearer token)", () => {
  it("matches the known-answer vector for a fixed IV", () => {
    expect(sealCardInfo(PLAIN, TOKEN, Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toBe(SEALED);
    expect(openCardInfo(SEALED, TOKEN)).toBe(PLAIN);
  });

  it("uses a fresh IV each time and round-trips", () => {
    const a = sealCardInfo(PLAIN, TOKEN);
    const b = sealCardInfo(PLAIN, TOKEN);
    expect(a).not.toBe(b);
    expect(openCardInfo(a, TOKEN)).toBe(PLAIN);
    expect(Buffer.from(a, "base64").length).toBe(12 + Buffer.byteLength(PLAIN) + 16);
  });

  it("cannot be opened with another token or after tampering", () => {
    expect(() => openCardInfo(SEALED, `${TOKEN}x`)).toThrow();
    const raw = Buffer.from(SEALED, "base64");
    raw[20] ^= 1;
    expect(() => openCardInfo(raw.toString("base64"), TOKEN)).toThrow();
  });
});
