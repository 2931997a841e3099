// Every text the server writes to the outbox (SMS and emails), one table per language. A message
// to a customer goes out in their saved language (a number without an account, or a sign-up, in
// the language of the request that asked for it); shops have no saved language and read English.
// OutboxTexts makes every template exist in both tables with the same arguments.
import type { Language } from "./language";

/** What a one-time code is for, as its SMS or email names it. */
export type CodePurpose = "signup" | "login" | "reset" | "email";

export type OutboxTexts = {
  code: (purpose: CodePurpose, code: string) => string;
  noAccount: string;
  emailCodeSubject: string;
  buzz: (orderNo: string, storeName: string) => string;
};

const PURPOSE_EN: Record<CodePurpose, string> = {
  signup: "sign-up",
  login: "login",
  reset: "password reset",
  email: "email verification",
};

const PURPOSE_HI: Record<CodePurpose, string> = {
  signup: "साइन-अप",
  login: "लॉगिन",
  reset: "पासवर्ड रीसेट",
  email: "ईमेल वेरिफ़िकेशन",
};

export const OUTBOX_TEXTS_EN: OutboxTexts = {
  code: (purpose, code) =>
    `Your Galli ${PURPOSE_EN[purpose]} code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  noAccount:
    "Someone asked for a Galli code for this number, but no Galli account uses it. Sign up on Galli to create one.",
  emailCodeSubject: "Verify your email for Galli",
  buzz: (orderNo, storeName) =>
    `Galli: the customer is waiting for order ${orderNo} (${storeName}). Please attend to it.`,
};

export const OUTBOX_TEXTS_HI: OutboxTexts = {
  code: (purpose, code) =>
    `आपका Galli ${PURPOSE_HI[purpose]} कोड ${code} है। यह 5 मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।`,
  noAccount:
    "किसी ने इस नंबर के लिए Galli कोड माँगा, लेकिन इस नंबर से कोई Galli अकाउंट नहीं है। अकाउंट बनाने के लिए Galli पर साइन अप करें।",
  emailCodeSubject: "Galli के लिए अपना ईमेल वेरिफ़ाई करें",
  buzz: (orderNo, storeName) => `Galli: ग्राहक ऑर्डर ${orderNo} (${storeName}) का इंतज़ार कर रहे हैं। कृपया इसे देखें।`,
};

const TABLES: Record<Language, OutboxTexts> = { en: OUTBOX_TEXTS_EN, hi: OUTBOX_TEXTS_HI };

/** The outbox texts in a language. */
export const outboxTexts = (language: Language): OutboxTexts => TABLES[language];
