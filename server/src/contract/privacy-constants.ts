// Privacy (India's DPDP Act 2023): the sign-up notice (each data item Galli holds and why), the
// consent purposes, and the texts of Profile's privacy panel, in English and Hindi. No schemas, so
// the web reads it without loading zod; privacy.ts re-exports all of it beside the schemas.

/** The version of the privacy notice shown at sign-up. A new text gets a new version. */
export const PRIVACY_NOTICE_VERSION = "2026-11";

/** Consent purposes: the notice itself (required to sign up) and offers (a separate, optional opt-in). */
export const CONSENT_PURPOSES = ["notice", "offers"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type NoticeItem = { item: string; purpose: string };

/** Each data item and its purpose, as the sign-up notice lists them. */
export const PRIVACY_NOTICE_ITEMS: Record<"en" | "hi", readonly NoticeItem[]> = {
  en: [
    { item: "Mobile number", purpose: "To sign you in with one-time codes and to send order updates by SMS." },
    { item: "Name", purpose: "To address you and to print on your orders and tax invoices." },
    { item: "Email", purpose: "To send receipts and order updates by email." },
    { item: "Addresses", purpose: "To deliver your orders and to find shops that deliver to you." },
    { item: "Location", purpose: "To show shops near you and to check that they deliver there." },
    { item: "Orders", purpose: "To fulfil, track, refund and invoice your purchases, as the law requires." },
    {
      item: "Payment tokens",
      purpose: "To pay quickly with a saved card or UPI (the card number stays with the bank).",
    },
    { item: "Device details", purpose: "To keep your account secure and to send push notifications you allow." },
  ],
  hi: [
    { item: "मोबाइल नंबर", purpose: "वन-टाइम कोड से साइन इन कराने और SMS से ऑर्डर की जानकारी भेजने के लिए।" },
    { item: "नाम", purpose: "आपको संबोधित करने और आपके ऑर्डर व टैक्स इनवॉइस पर छापने के लिए।" },
    { item: "ईमेल", purpose: "ईमेल से रसीदें और ऑर्डर की जानकारी भेजने के लिए।" },
    { item: "पते", purpose: "आपके ऑर्डर पहुँचाने और आप तक डिलीवरी करने वाली दुकानें ढूँढने के लिए।" },
    { item: "लोकेशन", purpose: "आपके पास की दुकानें दिखाने और यह जाँचने के लिए कि वे वहाँ डिलीवरी करती हैं।" },
    { item: "ऑर्डर", purpose: "कानून के अनुसार आपकी ख़रीद पूरी करने, ट्रैक करने, रिफ़ंड और इनवॉइस के लिए।" },
    { item: "पेमेंट टोकन", purpose: "सेव किए गए कार्ड या UPI से जल्दी भुगतान के लिए (कार्ड नंबर बैंक के पास ही रहता है)।" },
    { item: "डिवाइस की जानकारी", purpose: "आपका खाता सुरक्षित रखने और आपकी अनुमति वाले पुश नोटिफ़िकेशन भेजने के लिए।" },
  ],
};

export const PRIVACY_TEXTS = {
  en: {
    noticeTitle: "How Galli uses your data",
    noticeIntro: "Galli keeps only what it needs to run your orders. Each item and why:",
    noticeRights:
      "You can download your data or delete your account at any time from Profile. Tax invoices and payment records are kept as the law requires, without your contact details.",
    acceptNotice: "I have read this notice and agree to Galli using my data for these purposes.",
    offersOptIn: "Send me offers and promotions (optional; you can turn this off any time in Profile).",
    consentRequired: "Please read and accept the privacy notice to sign up.",
    privacyTitle: "Privacy",
    offersSwitch: "Offers and promotions",
    noticeAccepted: "Privacy notice {version} accepted on {date}.",
    downloadData: "Download my data",
    deleteAccount: "Delete my account",
    deleteIntro:
      "Deleting your account signs you out everywhere and erases your name, email, mobile number, addresses, photo and saved payment details. Your orders, payments and tax invoices are kept as the law requires, without your contact details. This cannot be undone.",
    sendCode: "Send code",
    codeLabel: "Verification code",
    codeSent: "A verification code has been sent to your mobile number.",
    galliCashLeft: "You have {amount} Galli Cash. Choose what happens to it:",
    refundCash: "Refund it to my payment method",
    forfeitCash: "I give it up",
    confirmDelete: "Delete my account",
    accountDeleted: "Your account has been deleted.",
  },
  hi: {
    noticeTitle: "Galli आपके डेटा का उपयोग कैसे करता है",
    noticeIntro: "Galli सिर्फ़ वही रखता है जो आपके ऑर्डर के लिए ज़रूरी है। हर चीज़ और उसका कारण:",
    noticeRights:
      "आप Profile से कभी भी अपना डेटा डाउनलोड कर सकते हैं या अपना खाता हटा सकते हैं। टैक्स इनवॉइस और भुगतान रिकॉर्ड कानून के अनुसार रखे जाते हैं, आपके संपर्क विवरण के बिना।",
    acceptNotice: "मैंने यह सूचना पढ़ ली है और इन उद्देश्यों के लिए Galli द्वारा मेरे डेटा के उपयोग से सहमत हूँ।",
    offersOptIn: "मुझे ऑफ़र और प्रमोशन भेजें (वैकल्पिक; Profile में कभी भी बंद कर सकते हैं)।",
    consentRequired: "साइन अप करने के लिए कृपया गोपनीयता सूचना पढ़कर स्वीकार करें।",
    privacyTitle: "गोपनीयता",
    offersSwitch: "ऑफ़र और प्रमोशन",
    noticeAccepted: "गोपनीयता सूचना {version} {date} को स्वीकार की गई।",
    downloadData: "मेरा डेटा डाउनलोड करें",
    deleteAccount: "मेरा खाता हटाएँ",
    deleteIntro:
      "खाता हटाने पर आप हर जगह से साइन आउट हो जाएँगे और आपका नाम, ईमेल, मोबाइल नंबर, पते, फ़ोटो और सेव किए गए भुगतान विवरण मिटा दिए जाएँगे। आपके ऑर्डर, भुगतान और टैक्स इनवॉइस कानून के अनुसार आपके संपर्क विवरण के बिना रखे जाते हैं। इसे वापस नहीं किया जा सकता।",
    sendCode: "कोड भेजें",
    codeLabel: "सत्यापन कोड",
    codeSent: "आपके मोबाइल नंबर पर एक सत्यापन कोड भेजा गया है।",
    galliCashLeft: "आपके पास {amount} Galli Cash है। चुनें कि इसका क्या हो:",
    refundCash: "इसे मेरे भुगतान के तरीके में लौटाएँ",
    forfeitCash: "मैं इसे छोड़ता/छोड़ती हूँ",
    confirmDelete: "मेरा खाता हटाएँ",
    accountDeleted: "आपका खाता हटा दिया गया है।",
  },
} as const;

export const PRIVACY_MESSAGES = {
  consentRequired: PRIVACY_TEXTS.en.consentRequired,
  noticeVersion: "This is not the current privacy notice. Please reload and accept it again.",
  deleteCodeSent: PRIVACY_TEXTS.en.codeSent,
  accountDeleted: PRIVACY_TEXTS.en.accountDeleted,
  consentSaved: "Your choice has been saved.",
} as const;

/** What happens to a positive Galli Cash balance: back to the payments' sources, or given up. */
export const GALLI_CASH_CHOICES = ["refund", "forfeit"] as const;

/** Inactive accounts: erased after 3 years without a sign-in, with a notice 48 hours before. */
export const INACTIVE_ERASURE_YEARS = 3;
export const ERASURE_NOTICE_HOURS = 48;
