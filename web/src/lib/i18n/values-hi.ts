// Values the server sends in English and the web shows as they come (a product's report reasons, a
// cart's delivery methods, an order's payment mode, a shop's kind, the unit of a delivery time), beside their Hindi. Part of the Hindi chunk (hi.ts adds
// them to the tables localiseMessage() reads), so English pages never download them; a value not
// listed here (a new shop kind) is shown as the server sent it.
import { DELIVERY_TYPE_NAMES } from "@contract/cart-constants";
import { REPORT_TYPES } from "@contract/catalog-constants";

type ReportReason = (typeof REPORT_TYPES)[number];

const REPORT_REASONS_HI: Record<ReportReason, string> = {
  "Wrong product details": "प्रोडक्ट की जानकारी गलत है",
  "Wrong price": "कीमत गलत है",
  "Wrong or misleading image": "फ़ोटो गलत या भ्रामक है",
  "Expired or damaged product": "प्रोडक्ट एक्सपायर्ड या खराब है",
  "Counterfeit or fake product": "नकली प्रोडक्ट",
  "Offensive or inappropriate content": "आपत्तिजनक या अनुचित सामग्री",
  Other: "अन्य",
};

/** The delivery methods a cart offers (POST /order/view/delivery/type), by their number. */
const DELIVERY_TYPE_NAMES_HI: Record<keyof typeof DELIVERY_TYPE_NAMES, string> = {
  1: "दुकान से डिलीवरी",
  3: "सेल्फ़ पिकअप",
};

/** How an order was paid (mode_name): COD and Galli Cash read the same in Hindi. */
const PAYMENT_MODES_HI: Record<string, string> = { Online: "ऑनलाइन" };

/** The kinds of shop Galli lists (Shop.kind). */
const SHOP_KINDS_HI: Record<string, string> = {
  Grocery: "किराना",
  Supermarket: "सुपरमार्केट",
  Organic: "ऑर्गेनिक",
  Bakery: "बेकरी",
  "Fruits & Vegetables": "फल और सब्ज़ियाँ",
  Pharmacy: "फ़ार्मेसी",
  Dairy: "डेयरी",
  "Tea & Coffee": "चाय और कॉफ़ी",
};

/** Units of a delivery time: the shop's own (minutes, hours, days) and the products page's short ones. */
const DURATION_UNITS_HI: Record<string, string> = {
  minutes: "मिनट",
  minute: "मिनट",
  mins: "मिनट",
  min: "मिनट",
  hours: "घंटे",
  hour: "घंटा",
  hrs: "घंटे",
  hr: "घंटा",
  days: "दिन",
  day: "दिन",
};

const byValue = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));

/** [English, Hindi] tables keyed alike, as localiseMessage() reads them. */
export const VALUE_TABLES: [Record<string, string>, Record<string, string>][] = [
  [byValue(REPORT_TYPES), REPORT_REASONS_HI],
  [DELIVERY_TYPE_NAMES, DELIVERY_TYPE_NAMES_HI],
  [byValue(Object.keys(PAYMENT_MODES_HI)), PAYMENT_MODES_HI],
  [byValue(Object.keys(SHOP_KINDS_HI)), SHOP_KINDS_HI],
  [byValue(Object.keys(DURATION_UNITS_HI)), DURATION_UNITS_HI],
];
