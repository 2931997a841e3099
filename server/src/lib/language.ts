// The language of a request's answers: Hindi when the request's Accept-Language prefers it (the
// web client sends the language it shows), else the logged-in customer's saved language, else
// English. Messages the server writes (the error
// catalogue's and the contract's message tables) have Hindi twins; localise() swaps them.
import { REWARD_MESSAGES } from "../contract/ads";
import { AUTH_MESSAGES } from "../contract/auth";
import { CART_MESSAGES } from "../contract/cart";
import { CATALOG_MESSAGES } from "../contract/catalog";
import { CHECKOUT_MESSAGES } from "../contract/checkout";
import { ENQUIRY_MESSAGES } from "../contract/enquiry";
import { ERRORS, type ErrorCode } from "../contract/errors";
import { ERROR_MESSAGES_HI } from "../contract/errors-hi";
import * as HI from "../contract/messages-hi";
import { ORDER_MESSAGES } from "../contract/orders";
import { REPLACEMENT_MESSAGES, REVIEW_MESSAGES } from "../contract/orders-actions";
import { PROFILE_MESSAGES } from "../contract/profile";
import { SUPPORT_MESSAGES } from "../contract/support";
import { COMMON_MESSAGES } from "../contract/common-constants";
import { STAFF_MESSAGES, STAFF_MESSAGES_HI } from "../contract/console-roles-constants";
import { CONSOLE_ORDER_MESSAGES } from "../contract/console-orders-constants";
import { SETTINGS_MESSAGES, SETTINGS_MESSAGES_HI } from "../contract/console-settings-constants";
import { KEY_MESSAGES, KEY_MESSAGES_HI } from "../contract/console-keys-constants";
import { KYC_MESSAGES, KYC_MESSAGES_HI, ONBOARDING_MESSAGES, ONBOARDING_MESSAGES_HI } from "../contract/kyc-constants";
import { GO_LIVE_MESSAGES, GO_LIVE_MESSAGES_HI } from "../contract/ops-onboarding";
import { CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_HI } from "../contract/catalogue-constants";
import { OPS_DESK_MESSAGES, OPS_DESK_MESSAGES_HI } from "../contract/ops-desk-constants";
import { STATEMENT_MESSAGES, STATEMENT_MESSAGES_HI } from "../contract/merchant-statements-constants";
import { GRIEVANCE_MESSAGES, GRIEVANCE_MESSAGES_HI } from "../contract/grievance-constants";
import { DELIVERY_MESSAGES, DELIVERY_MESSAGES_HI } from "../contract/delivery-constants";
import { AREA_MESSAGES, AREA_MESSAGES_HI } from "../contract/delivery-area-constants";

import { LANGUAGES, type Language } from "../contract/profile-constants";
import type { Db } from "./db";
import { hindiOfTemplated } from "./message-templates";

export { LANGUAGES, type Language };

/** A stored value as a language of ours (a customer's saved one); anything else reads as English. */
export const asLanguage = (value: string | null | undefined): Language => (value === "hi" ? "hi" : "en");

/** The language an Accept-Language header prefers among ours ("hi-IN,hi;q=0.9,en;q=0.8" -> hi). */
export function languageOf(header: string | string[] | undefined): Language {
  return preferredLanguage(header) ?? "en";
}

/** As languageOf(), but null when the header names neither of ours (or is absent). */
export function preferredLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let best: { language: Language; q: number } | null = null;
  for (const part of value.split(",")) {
    const [tag, ...params] = part.trim().toLowerCase().split(";");
    const base = tag.split("-")[0];
    if (base !== "en" && base !== "hi") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: base, q };
  }
  return best?.language ?? null;
}

type LanguageRequest = { headers: { "accept-language"?: string | string[] }; auth?: { userId: string | null } | null };
const requestLanguages = new WeakMap<object, Promise<Language>>();

/**
 * The language to answer a request in: its Accept-Language preference, else the saved language of
 * the logged-in customer (read once per request, only then), else English.
 */
export function requestLanguage(req: LanguageRequest, db: Db): Promise<Language> {
  const known = requestLanguages.get(req);
  if (known) return known;
  const header = preferredLanguage(req.headers["accept-language"]);
  const userId = req.auth?.userId;
  const answer: Promise<Language> =
    header || !userId
      ? Promise.resolve(header ?? "en")
      : db.user
          .findUnique({ where: { id: userId }, select: { language: true } })
          .then((u) => asLanguage(u?.language))
          .catch(() => "en" as const);
  requestLanguages.set(req, answer);
  return answer;
}

/** English text -> Hindi, for every string of the contract's message tables and the catalogue. */
const HINDI = new Map<string, string>();
function pair(english: Record<string, unknown>, hindi: Record<string, unknown>) {
  for (const [key, text] of Object.entries(english)) {
    const twin = hindi[key];
    if (typeof text === "string" && typeof twin === "string" && !HINDI.has(text)) HINDI.set(text, twin);
  }
}
pair(REWARD_MESSAGES, HI.REWARD_MESSAGES_HI);
pair(AUTH_MESSAGES, HI.AUTH_MESSAGES_HI);
pair(STAFF_MESSAGES, STAFF_MESSAGES_HI);
pair(CART_MESSAGES, HI.CART_MESSAGES_HI);
pair(CATALOG_MESSAGES, HI.CATALOG_MESSAGES_HI);
pair(CHECKOUT_MESSAGES, HI.CHECKOUT_MESSAGES_HI);
pair(ENQUIRY_MESSAGES, HI.ENQUIRY_MESSAGES_HI);
pair(ORDER_MESSAGES, HI.ORDER_MESSAGES_HI);
pair(REPLACEMENT_MESSAGES, HI.REPLACEMENT_MESSAGES_HI);
pair(REVIEW_MESSAGES, HI.REVIEW_MESSAGES_HI);
pair(PROFILE_MESSAGES, HI.PROFILE_MESSAGES_HI);
pair(SUPPORT_MESSAGES, HI.SUPPORT_MESSAGES_HI);
pair(COMMON_MESSAGES, HI.COMMON_MESSAGES_HI);
pair(CONSOLE_ORDER_MESSAGES, HI.CONSOLE_ORDER_MESSAGES_HI);
// The merchant console's store settings and API key messages.
pair(SETTINGS_MESSAGES, SETTINGS_MESSAGES_HI);
pair(KEY_MESSAGES, KEY_MESSAGES_HI);
// The operations console's onboarding: KYC checks, the form's other fields, the go-live rules.
pair(KYC_MESSAGES, KYC_MESSAGES_HI);
pair(ONBOARDING_MESSAGES, ONBOARDING_MESSAGES_HI);
pair(GO_LIVE_MESSAGES, GO_LIVE_MESSAGES_HI);
// The catalogue lifecycle (merchant products, ops review, import).
pair(CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_HI);
// The operations console desk.
pair(OPS_DESK_MESSAGES, OPS_DESK_MESSAGES_HI);
// The merchant console's statements.
pair(STATEMENT_MESSAGES, STATEMENT_MESSAGES_HI);
// Grievance tickets.
pair(GRIEVANCE_MESSAGES, GRIEVANCE_MESSAGES_HI);
// The last mile (delivery members, door codes).
pair(DELIVERY_MESSAGES, DELIVERY_MESSAGES_HI);
// Stores' delivery areas.
pair(AREA_MESSAGES, AREA_MESSAGES_HI);
for (const [code, entry] of Object.entries(ERRORS)) {
  if (!HINDI.has(entry.message)) HINDI.set(entry.message, ERROR_MESSAGES_HI[code as ErrorCode]);
}

/**
 * The message in the request's language: a known English text gets its Hindi twin, a filled-in
 * template (lib/message-templates.ts) its Hindi with the same values; others stay.
 */
export function localise(message: string, language: Language): string {
  return language === "hi" ? (HINDI.get(message) ?? hindiOfTemplated(message) ?? message) : message;
}

/** An error's message: the code's own Hindi when the thrower kept the default, else as localise(). */
export function localiseError(code: string, message: string, language: Language): string {
  if (language !== "hi") return message;
  const entry = (ERRORS as Record<string, { message: string }>)[code];
  if (entry && entry.message === message) return ERROR_MESSAGES_HI[code as ErrorCode];
  return localise(message, language);
}
