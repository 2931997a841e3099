// Order action limits and messages (no schemas): what the web reads without loading zod.
// orders-actions.ts re-exports all of it beside its schemas.

/** "other" (any case), or its Hindi title "अन्य", needs a message. */
export const isOtherReason = (title: string) => ["other", "अन्य"].includes(title.trim().toLowerCase());

export const REPLACEMENT_MESSAGES = {
  reasonRequired: "Please select a reason.",
  messageRequired: "Message is required.",
  messageTooLong: "Message must be at most 150 characters.",
  imagesMin: "Please upload at least two images.",
  imagesMax: "Please upload at most three images.",
  imagesOnly: "Please upload images only (JPEG, PNG or WebP).",
  qtyRange: "Quantity must be between 1 and the quantity ordered.",
  verifyStatus: "Please choose Delivered, Undelivered or Replacement.",
} as const;
export const REPLACEMENT_MESSAGE_MAX = 150;
export const REPLACEMENT_IMAGES_MIN = 2;
export const REPLACEMENT_IMAGES_MAX = 3;

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5.",
  messageTooLong: "Message is too long (500 characters at most).",
} as const;
