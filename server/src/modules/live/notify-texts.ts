// The SMS and email texts of order notifications, in English and Hindi. SMS follow India's DLT
// rules: each text is a template registered with the operator under a template id, sent from a
// registered sender id (header), with only the {#var#} places filled in; a message whose text
// differs from its template is blocked by the operator. The template ids here are the demo's.
import type { Language } from "../../lib/language";

export const SMS_SENDER_ID = "GALLIN";

export type NotifyKind =
  | "placed"
  | "accepted"
  | "outForDelivery"
  | "readyForPickup"
  | "delivered"
  | "cancelled"
  | "rejected"
  | "refundInitiated"
  | "refundProcessed"
  | "sourceRefundProcessed"
  | "replacementDecided"
  | "substitutionProposed";

/** Every template's variables, in order: the order number (or the amount), then the link. */
export type DltTemplate = { templateId: string; variables: readonly string[]; text: Record<Language, string> };

const V = "{#var#}";

export const DLT_TEMPLATES: Record<NotifyKind, DltTemplate> = {
  placed: {
    templateId: "1107172000000000101",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: your order ${V} is placed. Track it at ${V}`,
      hi: `Galli: आपका ऑर्डर ${V} दे दिया गया है। इसे यहाँ देखें: ${V}`,
    },
  },
  accepted: {
    templateId: "1107172000000000102",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: the shop accepted your order ${V}. Track it at ${V}`,
      hi: `Galli: दुकान ने आपका ऑर्डर ${V} स्वीकार किया। इसे यहाँ देखें: ${V}`,
    },
  },
  // The door code and the delivery person's first name (the last mile); replaced template ...103.
  outForDelivery: {
    templateId: "1107172000000000111",
    variables: ["order_number", "agent", "code", "link"],
    text: {
      en: `Galli: your order ${V} is out for delivery with ${V}. Give the code ${V} at the door. Track it at ${V}`,
      hi: `Galli: आपका ऑर्डर ${V} ${V} के साथ डिलीवरी के लिए निकल गया है। दरवाज़े पर कोड ${V} बताएँ। इसे यहाँ देखें: ${V}`,
    },
  },
  // A self-pickup order is packed (3 Dispatched): the pickup code (the same door code) for the counter.
  readyForPickup: {
    templateId: "1107172000000000112",
    variables: ["order_number", "store", "code", "link"],
    text: {
      en: `Galli: your order ${V} is ready for pickup at ${V}. Show the code ${V} at the counter. Details at ${V}`,
      hi: `Galli: आपका ऑर्डर ${V} ${V} पर पिकअप के लिए तैयार है। काउंटर पर कोड ${V} दिखाएँ। विवरण यहाँ देखें: ${V}`,
    },
  },
  delivered: {
    templateId: "1107172000000000104",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: your order ${V} is delivered. Verify the products at ${V}`,
      hi: `Galli: आपका ऑर्डर ${V} डिलीवर हो गया। प्रोडक्ट यहाँ वेरिफ़ाई करें: ${V}`,
    },
  },
  cancelled: {
    templateId: "1107172000000000105",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: your order ${V} is cancelled. Details at ${V}`,
      hi: `Galli: आपका ऑर्डर ${V} रद्द हो गया है। विवरण यहाँ देखें: ${V}`,
    },
  },
  rejected: {
    templateId: "1107172000000000106",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: the shop could not take your order ${V}. Any payment is refunded. Details at ${V}`,
      hi: `Galli: दुकान आपका ऑर्डर ${V} नहीं ले सकी। भुगतान वापस किया जाएगा। विवरण यहाँ देखें: ${V}`,
    },
  },
  refundInitiated: {
    templateId: "1107172000000000107",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: a refund for your order ${V} is initiated. Follow it at ${V}`,
      hi: `Galli: आपके ऑर्डर ${V} का रिफ़ंड शुरू हो गया है। इसे यहाँ देखें: ${V}`,
    },
  },
  refundProcessed: {
    templateId: "1107172000000000108",
    variables: ["amount", "link"],
    text: {
      en: `Galli: Rs ${V} is refunded to your Galli Cash. See it at ${V}`,
      hi: `Galli: Rs ${V} आपके Galli Cash में वापस आ गए। यहाँ देखें: ${V}`,
    },
  },
  sourceRefundProcessed: {
    templateId: "1107172000000000110",
    variables: ["amount", "order_number", "link"],
    text: {
      en: `Galli: your refund of Rs ${V} for order ${V} is processed by the bank. Details at ${V}`,
      hi: `Galli: आपका Rs ${V} का रिफ़ंड (ऑर्डर ${V}) बैंक ने पूरा कर दिया। विवरण यहाँ देखें: ${V}`,
    },
  },
  replacementDecided: {
    templateId: "1107172000000000109",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: the shop decided on your request for order ${V}. See it at ${V}`,
      hi: `Galli: दुकान ने ऑर्डर ${V} पर आपके अनुरोध का फ़ैसला किया। यहाँ देखें: ${V}`,
    },
  },
  // A line is short at packing and the shop proposes a substitute: 10 minutes to answer.
  substitutionProposed: {
    templateId: "1107172000000000113",
    variables: ["order_number", "link"],
    text: {
      en: `Galli: an item of your order ${V} is short; the shop proposes a substitute. Accept or decline within 10 minutes at ${V}`,
      hi: `Galli: आपके ऑर्डर ${V} का एक आइटम कम है; दुकान ने बदले में दूसरा आइटम सुझाया है। 10 मिनट में यहाँ स्वीकार करें या मना करें: ${V}`,
    },
  },
};

const EMAIL_SUBJECT: Record<NotifyKind, Record<Language, string>> = {
  placed: { en: "Your Galli order {n} is placed", hi: "आपका Galli ऑर्डर {n} दे दिया गया है" },
  accepted: { en: "The shop accepted your order {n}", hi: "दुकान ने आपका ऑर्डर {n} स्वीकार किया" },
  outForDelivery: { en: "Your order {n} is out for delivery", hi: "आपका ऑर्डर {n} डिलीवरी के लिए निकला" },
  readyForPickup: { en: "Your order {n} is ready for pickup", hi: "आपका ऑर्डर {n} पिकअप के लिए तैयार है" },
  delivered: { en: "Your order {n} is delivered", hi: "आपका ऑर्डर {n} डिलीवर हो गया" },
  cancelled: { en: "Your order {n} is cancelled", hi: "आपका ऑर्डर {n} रद्द हो गया" },
  rejected: { en: "The shop could not take your order {n}", hi: "दुकान आपका ऑर्डर {n} नहीं ले सकी" },
  refundInitiated: { en: "A refund for your order {n} is initiated", hi: "आपके ऑर्डर {n} का रिफ़ंड शुरू हुआ" },
  refundProcessed: { en: "Your Galli Cash refund is done", hi: "आपका Galli Cash रिफ़ंड हो गया" },
  sourceRefundProcessed: { en: "Your refund for order {n} is processed", hi: "ऑर्डर {n} का रिफ़ंड पूरा हुआ" },
  replacementDecided: { en: "The shop decided on your request ({n})", hi: "दुकान ने आपके अनुरोध ({n}) का फ़ैसला किया" },
  substitutionProposed: { en: "A substitute for an item of your order {n}", hi: "आपके ऑर्डर {n} के एक आइटम का बदला हुआ आइटम" },
};

/** Who carries the order when the shop picked it up without naming a delivery member. */
export const NO_AGENT: Record<Language, string> = { en: "the shop's delivery person", hi: "दुकान के डिलीवरी साथी" };

/** The first word of a name (the customer sees the delivery person's first name only). */
export const firstNameOf = (name: string | null | undefined): string | null => name?.trim().split(/\s+/)[0] || null;

/** A DLT template with its variables filled in, in order. */
export function fillTemplate(template: string, values: readonly string[]): string {
  let i = 0;
  return template.replace(/\{#var#\}/g, () => values[i++] ?? "");
}

export type Notification = {
  kind: NotifyKind;
  sms: { senderId: string; templateId: string; text: string };
  email: { subject: string; body: string };
};

/** The texts of one notification in the customer's language. */
export function notificationTexts(
  kind: NotifyKind,
  language: Language,
  vars: { orderNumber: string; amount?: string; link: string; code?: string; agent?: string | null; store?: string },
): Notification {
  const t = DLT_TEMPLATES[kind];
  const values = t.variables.map((v) => {
    switch (v) {
      case "link":
        return vars.link;
      case "amount":
        return vars.amount ?? "";
      case "code":
        return vars.code ?? "";
      case "agent":
        return vars.agent || NO_AGENT[language];
      case "store":
        return vars.store ?? "";
      default:
        return vars.orderNumber;
    }
  });
  const text = fillTemplate(t.text[language], values);
  const subject = EMAIL_SUBJECT[kind][language].replace("{n}", vars.orderNumber || vars.amount || "");
  const footer = language === "hi" ? "— Galli" : "— Galli";
  return {
    kind,
    sms: { senderId: SMS_SENDER_ID, templateId: t.templateId, text },
    email: { subject, body: `${text}\n\n${footer}` },
  };
}
