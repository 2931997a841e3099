// Values the server sends in English and the web shows as they come (a product's report reasons, a
// cart's delivery methods, an order's payment mode, a shop's kind, the unit of a delivery time, a category's name), beside their Hindi. Part of the Hindi chunk (hi.ts adds
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

/** The demo catalogue's category names (Category.name; a path is shown name by name). */
const CATEGORY_NAMES_HI: Record<string, string> = {
  "Fruits & Vegetables": "फल और सब्ज़ियाँ",
  "Fresh Vegetables": "ताज़ी सब्ज़ियाँ",
  "Leafy & Herbs": "पत्तेदार सब्ज़ियाँ और हर्ब्स",
  "Everyday Vegetables": "रोज़ की सब्ज़ियाँ",
  "Exotic Vegetables": "एग्ज़ॉटिक सब्ज़ियाँ",
  "Fresh Fruits": "ताज़े फल",
  "Seasonal Fruits": "मौसमी फल",
  "Apples & Citrus": "सेब और खट्टे फल",
  "Cuts & Sprouts": "कटे फल और अंकुरित",
  Sprouts: "अंकुरित अनाज",
  "Cut Fruits": "कटे हुए फल",
  "Dairy & Bakery": "डेयरी और बेकरी",
  "Milk & Curd": "दूध और दही",
  Milk: "दूध",
  "Curd & Buttermilk": "दही और छाछ",
  "Paneer, Butter & Cheese": "पनीर, मक्खन और चीज़",
  Paneer: "पनीर",
  "Butter & Ghee": "मक्खन और घी",
  Cheese: "चीज़",
  "Bread & Eggs": "ब्रेड और अंडे",
  "Breads & Buns": "ब्रेड और बन",
  Eggs: "अंडे",
  "Cakes & Rusk": "केक और रस्क",
  Staples: "राशन",
  "Atta, Flours & Sooji": "आटा, बेसन और सूजी",
  Atta: "आटा",
  "Besan, Maida & Rava": "बेसन, मैदा और रवा",
  "Rice & Poha": "चावल और पोहा",
  "Basmati Rice": "बासमती चावल",
  "Everyday Rice": "रोज़ का चावल",
  Poha: "पोहा",
  "Dals & Pulses": "दालें",
  Dals: "दाल",
  "Whole Pulses": "साबुत दालें",
  "Oils, Masalas & Sugar": "तेल, मसाले और चीनी",
  "Cooking Oil": "खाने का तेल",
  "Masalas & Spices": "मसाले",
  "Salt, Sugar & Jaggery": "नमक, चीनी और गुड़",
  "Snacks & Beverages": "स्नैक्स और पेय",
  "Biscuits & Chocolates": "बिस्कुट और चॉकलेट",
  "Biscuits & Cookies": "बिस्कुट और कुकीज़",
  Chocolates: "चॉकलेट",
  "Indian Sweets": "भारतीय मिठाइयाँ",
  "Namkeen & Chips": "नमकीन और चिप्स",
  Namkeen: "नमकीन",
  "Chips & Crisps": "चिप्स",
  "Tea, Coffee & Drinks": "चाय, कॉफ़ी और पेय",
  Tea: "चाय",
  Coffee: "कॉफ़ी",
  "Juices & Soft Drinks": "जूस और कोल्ड ड्रिंक",
  "Health Drinks": "हेल्थ ड्रिंक",
  "Packaged Food": "पैकेट वाला खाना",
  "Noodles & Pasta": "नूडल्स और पास्ता",
  "Instant Noodles": "इंस्टेंट नूडल्स",
  Pasta: "पास्ता",
  "Breakfast & Mixes": "नाश्ता और मिक्स",
  "Instant Mixes": "इंस्टेंट मिक्स",
  "Cereals & Oats": "सीरियल और ओट्स",
  "Sauces, Spreads & Pickles": "सॉस, स्प्रेड और अचार",
  "Ketchup & Sauces": "केचप और सॉस",
  "Honey & Spreads": "शहद और स्प्रेड",
  Pickles: "अचार",
  "Ready to Eat": "रेडी टू ईट",
  Curries: "करी",
  Soups: "सूप",
  "Personal Care": "पर्सनल केयर",
  "Bath & Body": "नहाने और शरीर की देखभाल",
  Soaps: "साबुन",
  "Body Wash": "बॉडी वॉश",
  "Hair Care": "बालों की देखभाल",
  Shampoo: "शैम्पू",
  "Hair Oil": "बालों का तेल",
  "Skin & Oral Care": "त्वचा और दाँतों की देखभाल",
  "Face Wash & Creams": "फ़ेस वॉश और क्रीम",
  "Oral Care": "दाँतों की देखभाल",
  "Health & Wellness": "सेहत और वेलनेस",
  "First Aid": "फ़र्स्ट एड",
  Ayurveda: "आयुर्वेद",
  "Baby & Feminine Care": "बेबी और महिला देखभाल",
  Household: "घरेलू सामान",
  Laundry: "कपड़े धोना",
  "Detergent Powder": "डिटर्जेंट पाउडर",
  "Liquid Detergent": "लिक्विड डिटर्जेंट",
  Cleaning: "सफ़ाई",
  Dishwash: "बर्तन धोना",
  "Floor & Toilet Cleaners": "फ़र्श और टॉयलेट क्लीनर",
  "Home Essentials": "घर की ज़रूरतें",
  "Pooja & Repellents": "पूजा और मच्छर भगाने वाले",
  "Kitchen Supplies": "रसोई का सामान",
  "Gourds, Roots & Greens": "लौकी, कंद और हरी सब्ज़ियाँ",
  "Organic Vegetables": "ऑर्गेनिक सब्ज़ियाँ",
  "Organic Fruits": "ऑर्गेनिक फल",
  "Dairy Drinks & Sweets": "डेयरी ड्रिंक और मिठाइयाँ",
  "Fresh from the Bakery": "बेकरी से ताज़ा",
  "Bakery Breads": "बेकरी ब्रेड",
  "Cakes & Pastries": "केक और पेस्ट्री",
  "Cookies & Khari": "कुकीज़ और खारी",
  "Puffs & Savouries": "पफ़ और नमकीन बेक",
  "Whole Spices": "साबुत मसाले",
  "Regional Masalas": "क्षेत्रीय मसाले",
  "Dry Fruits & Nuts": "ड्राई फ़्रूट्स और मेवे",
  "Dry Fruits": "ड्राई फ़्रूट्स",
  "Seeds & Makhana": "बीज और मखाना",
  "Organic Staples": "ऑर्गेनिक राशन",
  "Organic Atta & Millets": "ऑर्गेनिक आटा और मिलेट्स",
  "Organic Dals & Rice": "ऑर्गेनिक दाल और चावल",
  "Organic Oils & Sweeteners": "ऑर्गेनिक तेल और मिठास",
  "Fresh Mithai": "ताज़ी मिठाई",
  "Regional Pickles": "क्षेत्रीय अचार",
  "Medicines & Remedies": "दवाइयाँ और घरेलू उपचार",
  "Hygiene & Devices": "स्वच्छता और उपकरण",
  "Baby Care": "बेबी केयर",
};

const byValue = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));

/** [English, Hindi] tables keyed alike, as localiseMessage() reads them. */
export const VALUE_TABLES: [Record<string, string>, Record<string, string>][] = [
  [byValue(REPORT_TYPES), REPORT_REASONS_HI],
  [DELIVERY_TYPE_NAMES, DELIVERY_TYPE_NAMES_HI],
  [byValue(Object.keys(PAYMENT_MODES_HI)), PAYMENT_MODES_HI],
  [byValue(Object.keys(SHOP_KINDS_HI)), SHOP_KINDS_HI],
  [byValue(Object.keys(DURATION_UNITS_HI)), DURATION_UNITS_HI],
  [byValue(Object.keys(CATEGORY_NAMES_HI)), CATEGORY_NAMES_HI],
];
