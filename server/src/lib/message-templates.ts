// Messages the server builds with a shop's name, an amount, a count or an address type, one table
// per language. Modules build the English with messageText(); localise() (lib/language.ts) turns
// such an English text into its Hindi twin for a Hindi request, keeping the filled-in values.
// Placeholders are {name}; a test checks that each Hindi template has the same ones.

export const MESSAGE_TEMPLATES_EN = {
  storeBusy:
    "This shop is taking no more orders for immediate delivery right now. The next order can be delivered at {time}.",
  buzzAgainIn: "You have already buzzed the shop for this order. You can buzz again in {time}.",
  addressTypeExists: "You already have an address saved as {type}.",
  addressLimit: "You can save up to {count} addresses.",
  promoMinTotal: "Your order total must be at least {amount} to use this promo code.",
  promoMinPurchase: "A minimum purchase of {amount} is needed for this promo code.",
  preferredDateWithin: "Please choose a date within {days} days.",
  codUpTo: "Cash on delivery is available for orders up to ₹{amount}.",
  qtyAtMost: "You can add at most {count} units of one product.",
  quantityAtMost: "Quantity must be at most {count}.",
  notesAtMost: "Notes can be at most {count} characters.",
  storesCannotDeliver: "{stores} cannot deliver to your delivery location. Choose a nearer store in Customize Order.",
  emailCodeSent: "A verification code has been sent to {email}.",
  promoAtCheckout: "Use promo code {code} at checkout.",
  wonGalliCash: "You've Won ₹ {amount} in Galli Cash!",
  // Galli Cash statement notes, stored in English on the ledger row and shown in the reader's
  // language (modules/wallet/statement.ts).
  cashbackNote: "Cashback on order {orderNo}",
  cashbackTakenBack: "Cashback taken back from a refund on order {orderNo}",
  refundNote: "Refund for order {orderNo}",
  orderPaymentNote: "Order payment ({shop})",
  scratchRewardNote: "Scratch card reward",
  // Refund reasons (the refund's own record, and the ledger note of a refund without an order).
  rejectedByShop: "Rejected by the shop",
  deniedByGalli: "Denied by Galli",
  undeliveredUnits: "Undelivered: {count} x {product}",
  notChargedUnits: "Not charged at the door (undelivered): {count} x {product}",
  replacementUnits: "Replacement: {count} x {product}",
  shortUnits: "Short at packing: {count} x {product}",
  substituteDifference: "Substitute cheaper than {count} x {product}: the difference",
  sourceRefundFailed: "Paid to Galli Cash: the refund to the source failed ({reason})",
  returnedToShop: "Returned to the shop after a failed delivery",
  deliveryCodeTriesLeft: "That delivery code is wrong. {count} tries left before the code locks for 15 minutes.",
  deliveryStateIs: "This delivery cannot take that step: its state is {state} (order status {status}).",
  deliveryOnTheRoad:
    "Order {orderNo} is out for delivery: if it cannot be delivered, mark the delivery failed, then confirm when the goods are back at the shop.",
  deliveryReturning: "Order {orderNo} is on its way back to the shop: confirm when the goods are back.",
} as const;

export type TemplateKey = keyof typeof MESSAGE_TEMPLATES_EN;

export const MESSAGE_TEMPLATES_HI: Record<TemplateKey, string> = {
  storeBusy: "यह दुकान अभी तुरंत डिलीवरी के और ऑर्डर नहीं ले रही है। अगला ऑर्डर {time} तक डिलीवर हो सकता है।",
  buzzAgainIn: "आप इस ऑर्डर के लिए दुकान को पहले ही buzz कर चुके हैं। आप {time} बाद फिर से buzz कर सकते हैं।",
  addressTypeExists: "{type} नाम से आपका एक पता पहले से सेव है।",
  addressLimit: "आप ज़्यादा से ज़्यादा {count} पते सेव कर सकते हैं।",
  promoMinTotal: "यह promo code इस्तेमाल करने के लिए ऑर्डर कम से कम {amount} का होना चाहिए।",
  promoMinPurchase: "इस promo code के लिए कम से कम {amount} की खरीदारी ज़रूरी है।",
  preferredDateWithin: "कृपया अगले {days} दिनों में से कोई तारीख चुनें।",
  codUpTo: "Cash on delivery सिर्फ़ ₹{amount} तक के ऑर्डर पर मिलता है।",
  qtyAtMost: "एक प्रोडक्ट की ज़्यादा से ज़्यादा {count} यूनिट जोड़ सकते हैं।",
  quantityAtMost: "मात्रा ज़्यादा से ज़्यादा {count} हो सकती है।",
  notesAtMost: "नोट्स ज़्यादा से ज़्यादा {count} अक्षरों के हो सकते हैं।",
  storesCannotDeliver: "{stores} आपकी डिलीवरी लोकेशन पर डिलीवर नहीं कर सकते। Customize Order में पास की कोई दुकान चुनें।",
  emailCodeSent: "{email} पर वेरिफ़िकेशन कोड भेज दिया गया है।",
  promoAtCheckout: "चेकआउट पर promo code {code} इस्तेमाल करें।",
  wonGalliCash: "आपने ₹ {amount} Galli Cash जीते!",
  cashbackNote: "ऑर्डर {orderNo} पर cashback",
  cashbackTakenBack: "ऑर्डर {orderNo} के refund से cashback वापस लिया गया",
  refundNote: "ऑर्डर {orderNo} का refund",
  orderPaymentNote: "ऑर्डर का पेमेंट ({shop})",
  scratchRewardNote: "Scratch card से मिला इनाम",
  rejectedByShop: "दुकान ने ऑर्डर रिजेक्ट किया",
  deniedByGalli: "Galli ने ऑर्डर अस्वीकार किया",
  undeliveredUnits: "डिलीवर नहीं हुआ: {count} x {product}",
  notChargedUnits: "दरवाज़े पर पैसे नहीं लिए गए (डिलीवर नहीं हुआ): {count} x {product}",
  replacementUnits: "रिप्लेसमेंट: {count} x {product}",
  shortUnits: "पैकिंग पर कम निकला: {count} x {product}",
  substituteDifference: "{count} x {product} का बदला हुआ आइटम सस्ता: अंतर की रकम",
  sourceRefundFailed: "Galli Cash में जमा किया: पेमेंट के स्रोत पर refund नहीं हो सका ({reason})",
  returnedToShop: "डिलीवरी न हो पाने पर दुकान को लौटाया गया",
  deliveryCodeTriesLeft: "यह डिलीवरी कोड गलत है। कोड 15 मिनट के लिए लॉक होने से पहले {count} कोशिशें बाकी हैं।",
  deliveryStateIs: "यह डिलीवरी यह कदम नहीं ले सकती: इसकी स्थिति {state} है (ऑर्डर स्टेटस {status})।",
  deliveryOnTheRoad:
    "ऑर्डर {orderNo} डिलीवरी के लिए निकल चुका है: डिलीवरी न हो सके तो डिलीवरी फ़ेल दर्ज करें, फिर सामान दुकान पर लौटने पर पुष्टि करें।",
  deliveryReturning: "ऑर्डर {orderNo} दुकान पर लौट रहा है: सामान वापस आने पर पुष्टि करें।",
};

/** The placeholder names of a template ("... {amount} ..." -> "amount"). */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type Params<K extends TemplateKey> = Record<Placeholders<(typeof MESSAGE_TEMPLATES_EN)[K]>, string | number>;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

/** The English message of a template with its values filled in. */
export function messageText<K extends TemplateKey>(key: K, params: Params<K>): string {
  return fill(MESSAGE_TEMPLATES_EN[key], params as Record<string, string | number>);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English template as a pattern that reads its values back out of a filled-in text. */
const PATTERNS = (Object.keys(MESSAGE_TEMPLATES_EN) as TemplateKey[]).map((key) => {
  const names: string[] = [];
  const source = MESSAGE_TEMPLATES_EN[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { key, names, pattern: new RegExp(`^${source}$`, "s") };
});

/** A filled-in English template's Hindi twin with the same values, or null for any other text. */
export function hindiOfTemplated(text: string): string | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return fill(MESSAGE_TEMPLATES_HI[key], params);
  }
  return null;
}
