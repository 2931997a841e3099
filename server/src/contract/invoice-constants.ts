// GST tax invoices: the states' GST codes (the GSTIN's first two digits and the place of supply),
// the state a PIN code is in, the financial year and the document numbers. No zod: the web reads
// these too. The GSTIN's check character is kyc-constants.ts's.
import { indiaWallClock } from "./india-time-constants";
import { gstinCheckCharacter } from "./kyc-constants";

/** GST state codes with each state's name in English and Hindi (GST portal's list; 25 and 28 are retired). */
export const GST_STATES: readonly { code: string; name: string; nameHi: string }[] = [
  { code: "01", name: "Jammu and Kashmir", nameHi: "जम्मू और कश्मीर" },
  { code: "02", name: "Himachal Pradesh", nameHi: "हिमाचल प्रदेश" },
  { code: "03", name: "Punjab", nameHi: "पंजाब" },
  { code: "04", name: "Chandigarh", nameHi: "चंडीगढ़" },
  { code: "05", name: "Uttarakhand", nameHi: "उत्तराखंड" },
  { code: "06", name: "Haryana", nameHi: "हरियाणा" },
  { code: "07", name: "Delhi", nameHi: "दिल्ली" },
  { code: "08", name: "Rajasthan", nameHi: "राजस्थान" },
  { code: "09", name: "Uttar Pradesh", nameHi: "उत्तर प्रदेश" },
  { code: "10", name: "Bihar", nameHi: "बिहार" },
  { code: "11", name: "Sikkim", nameHi: "सिक्किम" },
  { code: "12", name: "Arunachal Pradesh", nameHi: "अरुणाचल प्रदेश" },
  { code: "13", name: "Nagaland", nameHi: "नागालैंड" },
  { code: "14", name: "Manipur", nameHi: "मणिपुर" },
  { code: "15", name: "Mizoram", nameHi: "मिज़ोरम" },
  { code: "16", name: "Tripura", nameHi: "त्रिपुरा" },
  { code: "17", name: "Meghalaya", nameHi: "मेघालय" },
  { code: "18", name: "Assam", nameHi: "असम" },
  { code: "19", name: "West Bengal", nameHi: "पश्चिम बंगाल" },
  { code: "20", name: "Jharkhand", nameHi: "झारखंड" },
  { code: "21", name: "Odisha", nameHi: "ओडिशा" },
  { code: "22", name: "Chhattisgarh", nameHi: "छत्तीसगढ़" },
  { code: "23", name: "Madhya Pradesh", nameHi: "मध्य प्रदेश" },
  { code: "24", name: "Gujarat", nameHi: "गुजरात" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu", nameHi: "दादरा और नगर हवेली और दमन और दीव" },
  { code: "27", name: "Maharashtra", nameHi: "महाराष्ट्र" },
  { code: "29", name: "Karnataka", nameHi: "कर्नाटक" },
  { code: "30", name: "Goa", nameHi: "गोवा" },
  { code: "31", name: "Lakshadweep", nameHi: "लक्षद्वीप" },
  { code: "32", name: "Kerala", nameHi: "केरल" },
  { code: "33", name: "Tamil Nadu", nameHi: "तमिलनाडु" },
  { code: "34", name: "Puducherry", nameHi: "पुडुचेरी" },
  { code: "35", name: "Andaman and Nicobar Islands", nameHi: "अंडमान और निकोबार द्वीपसमूह" },
  { code: "36", name: "Telangana", nameHi: "तेलंगाना" },
  { code: "37", name: "Andhra Pradesh", nameHi: "आंध्र प्रदेश" },
  { code: "38", name: "Ladakh", nameHi: "लद्दाख" },
];

const norm = (s: string) => s.trim().toLowerCase().replace(/&/g, "and").replace(/\s+/g, " ");
const BY_NAME = new Map(GST_STATES.map((s) => [norm(s.name), s]));
BY_NAME.set("nct of delhi", BY_NAME.get("delhi")!);
BY_NAME.set("orissa", BY_NAME.get("odisha")!);
BY_NAME.set("pondicherry", BY_NAME.get("puducherry")!);
const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

/** A state by its name (as stores and addresses spell it), or null. */
export const gstStateByName = (name: string) => BY_NAME.get(norm(name)) ?? null;
/** A state by its GST code ("29"), or null. */
export const gstStateByCode = (code: string) => BY_CODE.get(code) ?? null;

// PIN code prefixes (the postal circles) to GST state codes, longest prefix first.
const PIN_PREFIXES: [string, string][] = [
  ["744", "35"], ["737", "11"], ["682555", "31"], ["605", "34"], ["403", "30"], ["396", "26"],
  ["194", "38"], ["160", "04"], ["790", "12"], ["791", "12"], ["792", "12"], ["793", "17"],
  ["794", "17"], ["795", "14"], ["796", "15"], ["797", "13"], ["798", "13"], ["799", "16"],
  ["246", "05"], ["247", "05"], ["248", "05"], ["249", "05"], ["262", "05"], ["263", "05"],
  ["814", "20"], ["815", "20"], ["816", "20"], ["825", "20"], ["826", "20"], ["827", "20"],
  ["828", "20"], ["829", "20"], ["83", "20"], ["49", "22"], ["50", "36"],
  ["11", "07"], ["12", "06"], ["13", "06"], ["14", "03"], ["15", "03"], ["16", "03"], ["17", "02"],
  ["18", "01"], ["19", "01"], ["20", "09"], ["21", "09"], ["22", "09"], ["23", "09"], ["24", "09"],
  ["25", "09"], ["26", "09"], ["27", "09"], ["28", "09"], ["30", "08"], ["31", "08"], ["32", "08"],
  ["33", "08"], ["34", "08"], ["36", "24"], ["37", "24"], ["38", "24"], ["39", "24"], ["40", "27"],
  ["41", "27"], ["42", "27"], ["43", "27"], ["44", "27"], ["45", "23"], ["46", "23"], ["47", "23"],
  ["48", "23"], ["51", "37"], ["52", "37"], ["53", "37"], ["56", "29"], ["57", "29"], ["58", "29"],
  ["59", "29"], ["60", "33"], ["61", "33"], ["62", "33"], ["63", "33"], ["64", "33"], ["67", "32"],
  ["68", "32"], ["69", "32"], ["70", "19"], ["71", "19"], ["72", "19"], ["73", "19"], ["74", "19"],
  ["75", "21"], ["76", "21"], ["77", "21"], ["78", "18"], ["80", "10"], ["81", "10"], ["82", "10"],
  ["84", "10"], ["85", "10"],
];
PIN_PREFIXES.sort((a, b) => b[0].length - a[0].length);

/** The GST state code of a 6-digit PIN code (by its postal circle), or null when it is not one. */
export function stateCodeOfPincode(pin: string): string | null {
  if (!/^[1-9][0-9]{5}$/.test(pin)) return null;
  return PIN_PREFIXES.find(([prefix]) => pin.startsWith(prefix))?.[1] ?? null;
}

/** A GSTIN for a state, a PAN and an entity number (1-9, A-Z), with its check character. */
export function gstinOf(stateCode: string, pan: string, entity = "1"): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** India's financial year (April to March) of a moment, as "2026-27", in India time. */
export function financialYearOf(at: Date): string {
  const india = indiaWallClock(at);
  const y = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${y}-${String((y + 1) % 100).padStart(2, "0")}`;
}

export const INVOICE_KIND = { invoice: "invoice", creditNote: "credit_note" } as const;
export type InvoiceKind = (typeof INVOICE_KIND)[keyof typeof INVOICE_KIND];

/**
 * A document's number, at most 16 characters: "INV/26-27/000123" for invoices, "CN/26-27/000045"
 * for credit notes; each series counts per shop and financial year.
 */
export function documentNumber(kind: InvoiceKind, financialYear: string, n: number): string {
  const prefix = kind === INVOICE_KIND.invoice ? "INV" : "CN";
  return `${prefix}/${financialYear.slice(2)}/${String(n).padStart(6, "0")}`;
}
