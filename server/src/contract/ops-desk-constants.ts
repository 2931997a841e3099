// The operations console desk's messages and limits (orders, escalations, suspensions), without
// zod, so the web's console pages can share them. Hindi twins: OPS_DESK_MESSAGES_HI.
import type { HindiOf } from "./messages-hi";

export const OPS_DESK_MESSAGES = {
  queryTooLong: "Search with at most 64 characters.",
  pageInvalid: "Page must be a whole number from 1.",
  reasonRequired: "Please write the reason (3 to 500 characters).",
  decisionInvalid: "Choose refund or close.",
  denied: "The order is denied and its refund is on its way.",
  decided: "The escalation is decided.",
  shopSuspended: "The shop is suspended: its tiles are gone and it takes no new orders.",
  shopRestored: "The shop is live again.",
  customerSuspended: "The customer is suspended and signed out everywhere.",
  customerRestored: "The customer can sign in again.",
} as const;

export const OPS_DESK_MESSAGES_HI = {
  queryTooLong: "खोज में अधिकतम 64 अक्षर लिखें।",
  pageInvalid: "पेज 1 या उससे बड़ी पूरी संख्या होनी चाहिए।",
  reasonRequired: "कृपया कारण लिखें (3 से 500 अक्षर)।",
  decisionInvalid: "रिफ़ंड या बंद करें में से चुनें।",
  denied: "ऑर्डर अस्वीकार कर दिया गया है और उसका रिफ़ंड भेजा जा रहा है।",
  decided: "एस्केलेशन पर फ़ैसला हो गया है।",
  shopSuspended: "दुकान निलंबित है: उसकी टाइलें हट गई हैं और वह नए ऑर्डर नहीं लेती।",
  shopRestored: "दुकान फिर से चालू है।",
  customerSuspended: "ग्राहक निलंबित है और हर जगह से साइन आउट हो गया है।",
  customerRestored: "ग्राहक फिर से साइन इन कर सकता है।",
} satisfies HindiOf<typeof OPS_DESK_MESSAGES>;

/** A request the shop leaves at "requested" this long goes to Galli's desk (hours). */
export const ESCALATION_WAIT_HOURS = 48;
export const OPS_DESK_PAGE_SIZE = 20;

/** Escalation decisions: refund the requested units (escalation status 6) or close without refund (7). */
export const ESCALATION_DECISIONS = ["refund", "close"] as const;
export type EscalationDecision = (typeof ESCALATION_DECISIONS)[number];
