// Scratch-card and ad constants and messages (no schemas): what the web reads without loading zod.
// ads.ts re-exports all of it beside its schemas.

export const REWARD_MESSAGES = {
  swipe: "Swipe the above card to see your reward",
  betterLuck: "Better Luck Next Time",
  unavailable: "Currently Rewards Unavailable",
  noRewards: "No rewards found!",
  /** "You've Won ₹ 25" */
  won: (rupees: string) => `You've Won ₹ ${rupees}`,
} as const;

/** Rupees for a sentence, Indian grouping: "25", "12.50", "1,000". */
export const rupeesText = (rupees: number) =>
  new Intl.NumberFormat("en-IN", {
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);

/** Card types: 1 random cash reward, 2 promo code. */
export const CARD_RANDOM_CASH = 1;
export const CARD_PROMO = 2;
/** Promo code types: 1 percent, 2 rupees. Code models: 1 cashback, anything else discount. */
export const CODE_TYPE_PERCENT = 1;
export const CODE_TYPE_RUPEES = 2;
export const CODE_MODEL_CASHBACK = 1;
/** Ad types: 1 banner, 2 text. */
export const AD_BANNER = 1;
export const AD_TEXT = 2;
/** The spec's ad search radius in metres. */
export const AD_MAX_DISTANCE = 5000;

/**
 * How cardInfo is sealed: AES-256-GCM under a key derived with HKDF-SHA256 from the caller's own
 * bearer access token (both ends hold it, nothing else is shipped), this salt and info. The wire
 * form is base64(iv | ciphertext | tag): a 12-byte IV, then what WebCrypto's AES-GCM returns.
 */
export const CARD_CRYPTO = {
  salt: "galli/rewards/cardInfo",
  info: "aes-256-gcm/v1",
  ivBytes: 12,
  tagBytes: 16,
} as const;
