// The commission section of the merchant policy and the merchant help: written from the live rules
// when the page is read (never a number in the stored text), in English and Hindi.
import type { Language } from "../../lib/language";
import { toRupees } from "../../lib/money";
import { PRIVATE_SHOP_FREE_MONTHS } from "../../contract/ledger-constants";
import type { CommissionTerm, CommissionTerms } from "../ledger/public";

/** The merchant help entry's id (content rows have cuid ids; this one is written, not stored). */
export const COMMISSION_ENTRY_ID = "commission";

const percent = (bps: number) => String(bps / 100);
const rupees = (paise: number) => {
  const r = toRupees(paise);
  return Number.isInteger(r) ? String(r) : r.toFixed(2);
};

function rate(term: CommissionTerm | null, language: Language): string {
  if (!term || (term.bps === 0 && term.minimum === 0)) return language === "hi" ? "कोई कमीशन नहीं" : "no commission";
  const least = term.minimum > 0;
  return language === "hi"
    ? `हर ऑर्डर लाइन की कीमत का ${percent(term.bps)}%${least ? `, हर लाइन पर कम से कम ₹${rupees(term.minimum)}` : ""}`
    : `${percent(term.bps)}% of each order line's value${least ? `, at least ₹${rupees(term.minimum)} a line` : ""}`;
}

/** The section's title and HTML body for the given rates. */
export function commissionSection(terms: CommissionTerms, language: Language): { title: string; body: string } {
  const online = rate(terms.online, language);
  const cod = rate(terms.cod, language);
  if (language === "hi")
    return {
      title: "कमीशन",
      body:
        `<p>ऑनलाइन पेमेंट (Galli Cash सहित) वाले ऑर्डर: ${online}। कैश ऑन डिलीवरी वाले ऑर्डर: ${cod}।</p>` +
        `<p>आपकी दुकान या किसी प्रोडक्ट की कैटेगरी के लिए तय की गई दर इनकी जगह लागू होती है, और प्राइवेट दुकानें पहले ${PRIVATE_SHOP_FREE_MONTHS} महीने कोई कमीशन नहीं देतीं। हर ऑर्डर लाइन पर वही दर रहती है जो ऑर्डर के समय लागू थी।</p>`,
    };
  return {
    title: "Commission",
    body:
      `<p>Orders paid online (Galli Cash included): ${online}. Cash on delivery orders: ${cod}.</p>` +
      `<p>A rate set for your shop or for a product's category replaces these, and private shops pay no commission for their first ${PRIVATE_SHOP_FREE_MONTHS} months. Each order line keeps the rate in force when the order was placed.</p>`,
  };
}
