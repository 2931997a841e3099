// A merchant's KYC at onboarding: PAN, GSTIN (with its check character), FSSAI licence number for a
// shop that sells food, bank account with IFSC. Pure checks and their messages (English here, Hindi
// in KYC_MESSAGES_HI), no zod: the web's onboarding form runs the same checks before it sends, and
// kyc.ts builds the server's schemas from them.

export const KYC_MESSAGES = {
  panRequired: "PAN is required.",
  panFormat: "PAN must be 10 characters: 5 letters, 4 digits, 1 letter (like ABCPE1234F).",
  panHolder: "The 4th letter of the PAN must be a holder type: P, C, H, F, A, T, B, L, J or G.",
  gstinRequired: "GSTIN is required.",
  gstinLength: "GSTIN must be 15 characters.",
  gstinState: "The first two digits of the GSTIN must be a state code from 01 to 38.",
  gstinPan: "Characters 3 to 12 of the GSTIN must be a valid PAN.",
  gstinPanMismatch: "The GSTIN must carry the PAN entered above.",
  gstinEntity: "The 13th character of the GSTIN must be the entity number (1-9 or a letter).",
  gstinZ: "The 14th character of the GSTIN must be Z.",
  gstinChecksum: "This GSTIN's check character is wrong. Please check the number.",
  fssaiRequired: "An FSSAI licence number is required for a shop that sells food.",
  fssaiFormat: "The FSSAI licence number must be 14 digits.",
  bankAccountFormat: "The bank account number must be 9 to 18 digits.",
  bankAccountMismatch: "The two bank account numbers do not match.",
  ifscFormat: "IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (like SBIN0001234).",
} as const;

export const KYC_MESSAGES_HI = {
  panRequired: "PAN ज़रूरी है।",
  panFormat: "PAN 10 अक्षरों का होना चाहिए: 5 अक्षर, 4 अंक, 1 अक्षर (जैसे ABCPE1234F)।",
  panHolder: "PAN का चौथा अक्षर धारक का प्रकार होना चाहिए: P, C, H, F, A, T, B, L, J या G।",
  gstinRequired: "GSTIN ज़रूरी है।",
  gstinLength: "GSTIN 15 अक्षरों का होना चाहिए।",
  gstinState: "GSTIN के पहले दो अंक 01 से 38 तक का राज्य कोड होने चाहिए।",
  gstinPan: "GSTIN के अक्षर 3 से 12 एक सही PAN होने चाहिए।",
  gstinPanMismatch: "GSTIN में ऊपर डाला गया PAN होना चाहिए।",
  gstinEntity: "GSTIN का 13वाँ अक्षर इकाई संख्या (1-9 या कोई अक्षर) होना चाहिए।",
  gstinZ: "GSTIN का 14वाँ अक्षर Z होना चाहिए।",
  gstinChecksum: "इस GSTIN का जाँच अक्षर गलत है। कृपया नंबर जाँचें।",
  fssaiRequired: "खाने-पीने का सामान बेचने वाली दुकान के लिए FSSAI लाइसेंस नंबर ज़रूरी है।",
  fssaiFormat: "FSSAI लाइसेंस नंबर 14 अंकों का होना चाहिए।",
  bankAccountFormat: "बैंक खाता नंबर 9 से 18 अंकों का होना चाहिए।",
  bankAccountMismatch: "दोनों बैंक खाता नंबर मेल नहीं खाते।",
  ifscFormat: "IFSC 11 अक्षरों का होना चाहिए: 4 अक्षर, 0, फिर 6 अक्षर या अंक (जैसे SBIN0001234)।",
} satisfies Record<keyof typeof KYC_MESSAGES, string>;

export type KycMessage = keyof typeof KYC_MESSAGES;

/** The PAN's 4th letter: the holder type (P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government). */
export const PAN_HOLDER_TYPES = "PCHFATBLJG";
const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** What is wrong with a PAN (upper case, no spaces), or null. */
export function panProblem(pan: string): KycMessage | null {
  if (!pan) return "panRequired";
  if (!PAN_RE.test(pan)) return "panFormat";
  if (!PAN_HOLDER_TYPES.includes(pan[3])) return "panHolder";
  return null;
}

/** The GSTIN's check character for its first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN (upper case, no spaces), or null; with `pan`, it must carry that PAN. */
export function gstinProblem(gstin: string, pan?: string): KycMessage | null {
  if (!gstin) return "gstinRequired";
  if (gstin.length !== 15 || !/^[0-9A-Z]{15}$/.test(gstin)) return "gstinLength";
  const state = Number(gstin.slice(0, 2));
  if (!/^[0-9]{2}$/.test(gstin.slice(0, 2)) || state < 1 || state > 38) return "gstinState";
  if (panProblem(gstin.slice(2, 12))) return "gstinPan";
  if (!/^[1-9A-Z]$/.test(gstin[12])) return "gstinEntity";
  if (gstin[13] !== "Z") return "gstinZ";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "gstinChecksum";
  if (pan && !panProblem(pan) && gstin.slice(2, 12) !== pan) return "gstinPanMismatch";
  return null;
}

/** What is wrong with an FSSAI licence number, or null (`food`: the shop sells food, so it is required). */
export function fssaiProblem(fssai: string, food: boolean): KycMessage | null {
  if (!fssai) return food ? "fssaiRequired" : null;
  return /^[0-9]{14}$/.test(fssai) ? null : "fssaiFormat";
}

export function bankAccountProblem(account: string, confirm: string): KycMessage | null {
  if (!/^[0-9]{9,18}$/.test(account)) return "bankAccountFormat";
  return account === confirm ? null : "bankAccountMismatch";
}

export const ifscProblem = (ifsc: string): KycMessage | null =>
  /^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc) ? null : "ifscFormat";

/** Shop kinds (the app's categories) that sell food and so need an FSSAI licence. */
export const FOOD_KINDS = [
  "Grocery",
  "Supermarket",
  "Fruits & Vegetables",
  "Dairy",
  "Bakery",
  "Meat & Fish",
  "Sweets & Snacks",
  "Restaurant",
] as const;
export const isFoodKind = (kind: string) => FOOD_KINDS.some((k) => k.toLowerCase() === kind.trim().toLowerCase());

/** A bank account as shown after onboarding: only its last four digits. */
export const maskAccount = (account: string) => `${"•".repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

/** The onboarding form's other fields (the enquiry's own messages cover business, owner, mobile, email). */
export const ONBOARDING_MESSAGES = {
  shopNameRequired: "Shop name is required.",
  kindRequired: "Please choose what the shop sells from the list.",
  streetRequired: "Street address is required.",
  areaRequired: "Area is required.",
  cityRequired: "City is required.",
  stateRequired: "State is required.",
  pincodeFormat: "Pincode must be 6 digits and cannot start with 0.",
  latitude: "Latitude must be a number between 6 and 38 (India).",
  longitude: "Longitude must be a number between 68 and 98 (India).",
  adminNameRequired: "The Super Admin's name is required.",
  reasonRequired: "Please give a reason for declining.",
} as const;

export const ONBOARDING_MESSAGES_HI = {
  shopNameRequired: "दुकान का नाम ज़रूरी है।",
  kindRequired: "सूची में से चुनें कि दुकान क्या बेचती है।",
  streetRequired: "सड़क का पता ज़रूरी है।",
  areaRequired: "इलाका ज़रूरी है।",
  cityRequired: "शहर ज़रूरी है।",
  stateRequired: "राज्य ज़रूरी है।",
  pincodeFormat: "पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।",
  latitude: "अक्षांश 6 से 38 के बीच की संख्या होनी चाहिए (भारत)।",
  longitude: "देशांतर 68 से 98 के बीच की संख्या होनी चाहिए (भारत)।",
  adminNameRequired: "सुपर एडमिन का नाम ज़रूरी है।",
  reasonRequired: "अस्वीकार करने का कारण बताएँ।",
} satisfies Record<keyof typeof ONBOARDING_MESSAGES, string>;
