// The Hindi catalogue: everyday Hindi as Indian shopping apps write it, keeping the English words
// people say (cart, order, UPI, OTP, offer). A chunk of its own: loaded only when Hindi is chosen.
import { REWARD_MESSAGES } from "@contract/ads-constants";
import { AUTH_MESSAGES } from "@contract/auth-constants";
import { CART_MESSAGES } from "@contract/cart-constants";
import { CATALOG_MESSAGES } from "@contract/catalog-constants";
import { CHECKOUT_MESSAGES } from "@contract/checkout-constants";
import { ENQUIRY_MESSAGES } from "@contract/enquiry-constants";
import { ERRORS } from "@contract/errors";
import { ERROR_MESSAGES_HI } from "@contract/errors-hi";
import * as HI from "@contract/messages-hi";
import { ORDER_MESSAGES } from "@contract/orders-constants";
import { REPLACEMENT_MESSAGES, REVIEW_MESSAGES } from "@contract/orders-actions-constants";
import { PROFILE_MESSAGES } from "@contract/profile-constants";
import { SUPPORT_MESSAGES } from "@contract/support-constants";
import type { Catalogue } from "./en";
import { VALUE_TABLES } from "./values-hi";
// The first page's Hindi, one file an area like ./en.ts's (main/<area>/hi.ts).
import shell from "./main/shell/hi";
import browse from "./main/browse/hi";
import account from "./main/account/hi";
import ordering from "./main/ordering/hi";

/** The Hindi of every area that loads on demand (texts/<area>/hi.ts), in this same chunk. */
export const AREAS: object[] = Object.values(
  import.meta.glob<{ default: object }>("./texts/*/hi.ts", { eager: true }),
).map((module) => module.default);

/**
 * The contract's message tables beside their Hindi: texts the features pass around in English
 * (validation messages, notices) are shown in Hindi through localiseMessage() (lib/i18n).
 */
export const MESSAGE_TABLES: [Record<string, unknown>, Record<string, unknown>][] = [
  [REWARD_MESSAGES, HI.REWARD_MESSAGES_HI],
  [AUTH_MESSAGES, HI.AUTH_MESSAGES_HI],
  [CART_MESSAGES, HI.CART_MESSAGES_HI],
  [CATALOG_MESSAGES, HI.CATALOG_MESSAGES_HI],
  [CHECKOUT_MESSAGES, HI.CHECKOUT_MESSAGES_HI],
  [ENQUIRY_MESSAGES, HI.ENQUIRY_MESSAGES_HI],
  [ORDER_MESSAGES, HI.ORDER_MESSAGES_HI],
  [REPLACEMENT_MESSAGES, HI.REPLACEMENT_MESSAGES_HI],
  [REVIEW_MESSAGES, HI.REVIEW_MESSAGES_HI],
  [PROFILE_MESSAGES, HI.PROFILE_MESSAGES_HI],
  [SUPPORT_MESSAGES, HI.SUPPORT_MESSAGES_HI],
  // The error catalogue's default messages (the generic "Something went wrong" among them).
  [Object.fromEntries(Object.entries(ERRORS).map(([code, entry]) => [code, entry.message])), ERROR_MESSAGES_HI],
  // Values the server sends in English: report reasons, shop kinds, delivery-time units.
  ...VALUE_TABLES,
];

const hi: Catalogue = { ...shell, ...browse, ...account, ...ordering };

export default hi;
