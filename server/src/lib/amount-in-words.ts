// An amount in words as Indian invoices write it, in the Indian system (thousand, lakh, crore):
// "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only", and in Hindi
// "एक हज़ार दो सौ चौंतीस रुपये और पचास पैसे मात्र".
const ONES = [
  "Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
  "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0-99 in Hindi: every number has its own word. */
const HI = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस " +
  "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस " +
  "पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस " +
  "सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ " +
  "इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर " +
  "पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी " +
  "अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे"
).split(" ");

const UNITS = [
  { size: 10_000_000, en: "Crore", hi: "करोड़" },
  { size: 100_000, en: "Lakh", hi: "लाख" },
  { size: 1_000, en: "Thousand", hi: "हज़ार" },
  { size: 100, en: "Hundred", hi: "सौ" },
] as const;

function belowHundred(n: number, lang: "en" | "hi"): string {
  if (lang === "hi") return HI[n];
  if (n < 20) return ONES[n];
  return n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)];
}

/** A whole number in words (crore counts on: 250 crore is "Two Hundred Fifty Crore"). */
export function numberInWords(n: number, lang: "en" | "hi" = "en"): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n < 100) return belowHundred(n, lang);
  const words: string[] = [];
  let rest = n;
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.size);
    if (count === 0) continue;
    words.push(`${numberInWords(count, lang)} ${unit[lang]}`);
    rest %= unit.size;
  }
  if (rest > 0) words.push(belowHundred(rest, lang));
  return words.join(" ");
}

/** Paise as an invoice's "amount in words". */
export function amountInWords(paise: number, lang: "en" | "hi" = "en"): string {
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  if (lang === "hi") {
    const r = `${numberInWords(rupees, "hi")} रुपये`;
    return `${p ? `${r} और ${numberInWords(p, "hi")} पैसे` : r} मात्र`;
  }
  const r = `Rupees ${numberInWords(rupees)}`;
  return `${p ? `${r} and ${numberInWords(p)} Paise` : r} Only`;
}
