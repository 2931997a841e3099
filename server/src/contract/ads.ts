// Scratch cards and sponsored ads (spec part 2 sections 3, 4 and 7), shared with the web client.
// cardInfo travels encrypted (AES-256-GCM, see docs/decisions-rewards.md); `scratchCardList` is
// what it decrypts to.
import { z } from "zod";
import { envelope, point } from "./common";
import { AD_MAX_DISTANCE } from "./ads-constants";
export * from "./ads-constants";

export const scratchCard = z.object({
  _id: z.string(),
  card_type: z.number().int(),
  /** Rupees won; 0 means 'Better Luck Next Time'. */
  reward_info: z.object({ random_cost: z.number() }),
  /** code_value is a percent when code_type is 1, rupees when 2. */
  promo_info: z.object({
    code_type: z.number().int(),
    code_value: z.number(),
    code_model: z.number().int(),
    promo_code: z.string(),
    note: z.string(),
  }),
  titlemsg: z.string(),
});
export type ScratchCardInfo = z.infer<typeof scratchCard>;
export const scratchCardList = z.array(scratchCard);

export const adInfo = z.object({
  ad_type: z.number().int(),
  ad_id: z.string(),
  /** The shop's own page (/{unique_id}) when it is a private shop, else "". */
  unique_id: z.string(),
  shop_name: z.string(),
  /** The shop icon's stored name, served by /category/view/img with is_web=1. */
  private_icon: z.string(),
  /** The shop (category) id and its store ids, to open a public shop's products page. */
  category_id: z.string(),
  stores: z.array(z.string()),
  text_ad_info: z.object({ ad_content: z.string() }),
  banner_ad_info: z.object({ image: z.string(), height: z.number().int(), width: z.number().int() }),
});
export type AdInfo = z.infer<typeof adInfo>;

export const shopAdsBody = z
  .object({
    searchLocation: point,
    deliveryLocation: point,
    maxDistance: z.coerce
      .number({ error: "maxDistance must be a number of metres." })
      .int("maxDistance must be a whole number of metres.")
      .min(100, "maxDistance must be at least 100 metres.")
      .max(50_000, "maxDistance must be at most 50000 metres.")
      .default(AD_MAX_DISTANCE),
  })
  .strict();
export type ShopAdsBody = z.infer<typeof shopAdsBody>;

export const shopAdsData = z.object({
  data: z.object({
    /** base64(iv[12] | ciphertext | tag[16]) of JSON `ScratchCardInfo[]`. */
    cardInfo: z.string(),
    adInfo: z.array(adInfo),
  }),
});
export type ShopAdsData = z.infer<typeof shopAdsData>;
export const shopAdsResponse = envelope(shopAdsData);

export const adsCountData = z.object({ count: z.number().int() });
export const adsCountResponse = envelope(adsCountData);

export const acceptCardBody = z
  .object({ _id: z.string({ error: "Card id is required." }).trim().min(1, "Card id is required.").max(64) })
  .strict();
export type AcceptCardBody = z.infer<typeof acceptCardBody>;

export const acceptCardData = z.object({
  _id: z.string(),
  card_type: z.number().int(),
  /** Rupees credited to Galli Cash by this card (0 for a promo card or a losing card). */
  credited: z.number(),
  /** The Galli Cash balance in rupees after the credit. */
  balance: z.number(),
});
export type AcceptCardData = z.infer<typeof acceptCardData>;
export const acceptCardResponse = envelope(acceptCardData);

export const clickAdBody = z
  .object({ ad_id: z.string({ error: "Ad id is required." }).trim().min(1, "Ad id is required.").max(64) })
  .strict();
export type ClickAdBody = z.infer<typeof clickAdBody>;
export const clickAdResponse = envelope(z.object({ counted: z.boolean() }));

export const adImageQuery = z.object({
  img: z.string({ error: "img is required." }).min(1, "img is required.").max(200),
  format: z.enum(["jpeg", "png", "webp"]).default("jpeg"),
  width: z.coerce.number().int().min(16).max(1600).optional(),
  height: z.coerce.number().int().min(16).max(1600).optional(),
});
