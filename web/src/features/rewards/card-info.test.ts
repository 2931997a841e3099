import { afterEach, describe, expect, it, vi } from "vitest";
import { openCardInfo, openCardInfoText } from "./card-info";

// The vector server/src/modules/ads/card-crypto.test.ts seals with Node's crypto: opening it here
// here proves both ends derive the same key and read the same layout.
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEiLCJndWVzdCI6ZmFsc2V9.c2lnbmF0dXJl";
const PLAIN =
  '[{"_id":"card-1","card_type":1,"reward_info":{"random_cost":25},"promo_info":{"code_type":0,"code_value":0,"code_model":0,"promo_code":"","note":""},"titlemsg":"Diwali reward"}]';
const SEALED =
  "AQIDBAUGBwgJCgsMeN7UQJ7NvBgFdwI1F9vv2Ju1N/eDGvoTreolz2GNMskZdnRapVvEDpNxPkmlo+981kap7kqEsFWUnsUF0ZMG99ZMAMFbFe5y+52ZXh1JScPtYL1Q2GmO1CVRlDQBqBolaZvcX6lWEaGfuPdfO7iJe8rIKj8WYmS2jK7Wi1bQ9Scx1ZOaOXx6nr1Lm6o3rhqVkALdJMxuQlnjCvDSLWAU72CHnnQmhQ9RX0B6vUVA8ngr+aYL2xbcPH7haHiH65ZPpA==";

describe("opening cardInfo", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens without WebCrypto (crypto.subtle is missing on plain-http origins off localhost)", async () => {
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await openCardInfoText(SEALED, TOKEN)).toBe(PLAIN);
  });

  it("opens what the server sealed", async () => {
    expect(await openCardInfoText(SEALED, TOKEN)).toBe(PLAIN);
    const cards = await openCardInfo(SEALED, TOKEN);
    expect(cards[0]).toMatchObject({
      _id: "card-1",
      card_type: 1,
      reward_info: { random_cost: 25 },
      titlemsg: "Diwali reward",
    });
  });

  it("refuses another session's token and altered text", async () => {
    await expect(openCardInfoText(SEALED, `${TOKEN}x`)).rejects.toThrow();
    const altered = `${SEALED.slice(0, 30)}${SEALED[30] === "A" ? "B" : "A"}${SEALED.slice(31)}`;
    await expect(openCardInfoText(altered, TOKEN)).rejects.toThrow();
  });
});
