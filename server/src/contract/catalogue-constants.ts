// The product lifecycle's constants and messages (no zod), shared by the merchant console's
// catalogue pages, the operations console's review queue and the server.

/** Draft (data or image missing), Waiting for review (complete), Live (approved by admin),
 * Changes requested or Rejected with the reviewer's note. */
export const PRODUCT_STATUSES = ["draft", "review", "live", "changes", "rejected"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A change request: a new product's submission or an edit of a live product. */
export const CHANGE_KINDS = ["create", "edit"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** applied: an edit made in place (a draft, no review); the others are reviews. */
export const CHANGE_STATUSES = ["applied", "review", "changes", "rejected", "approved"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** The queue's filters. */
export const REVIEW_FILTERS = ["review", "changes", "rejected", "approved"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEW_DECISIONS = ["approve", "changes", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** India's GST slabs, in percent. */
export const GST_SLABS = [0, 5, 12, 18, 28] as const;

/** EXP date required unless Unknown or Not Applicable (the spec's merchant help). */
export const EXP_KINDS = ["date", "unknown", "na"] as const;
export type ExpKind = (typeof EXP_KINDS)[number];

export const CATALOGUE_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 20;
export const MAX_PRODUCT_IMAGES = 8;
export const MAX_PRODUCT_FACTS = 30;
/** Rows one import takes (CSV lines after the header, or JSON rows). */
export const MAX_IMPORT_ROWS = 5_000;

/** The import's columns, in the template's order (docs/decisions.md "Catalogue"). */
export const IMPORT_COLUMNS = [
  "barcode",
  "name",
  "name_hi",
  "brand",
  "unit",
  "category",
  "description",
  "mrp",
  "tax_percent",
  "hsn",
  "mfg_date",
  "exp_date",
  "store_key",
  "selling_price",
  "offer_percent",
  "stock",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const CATALOGUE_MESSAGES = {
  nameRequired: "Give the product a name.",
  nameLong: "The name can have at most 120 characters.",
  nameHiLong: "The Hindi name can have at most 120 characters.",
  brandLong: "The brand can have at most 80 characters.",
  unitLong: "The unit can have at most 40 characters, such as 1 kg or 500 ml.",
  descriptionLong: "The description can have at most 4,000 characters.",
  factsMax: "At most 30 facts.",
  factName: "Each fact needs a name of at most 60 characters.",
  factValue: "Each fact needs a value of at most 300 characters.",
  mrp: "MRP must be an amount in rupees more than ₹0 (at most 2 decimals).",
  sellingPrice: "The selling price must be an amount in rupees more than ₹0 (at most 2 decimals).",
  priceAboveMrp: "The selling price cannot be more than the MRP.",
  offer: "The offer must be a percent from 0 to 100.",
  stock: "Stock must be a whole number from 0 to 1,000,000.",
  barcode: "The barcode can have letters, digits and - _ . / only (at most 64).",
  barcodeTaken: "Another product of this store already has this barcode.",
  barcodeLive: "The barcode of a live product is its code in the stores and cannot change here.",
  tax: "Tax must be one of India's GST slabs: 0, 5, 12, 18 or 28 percent.",
  hsn: "The HSN code has 4, 6 or 8 digits.",
  date: "Use a date such as 2026-12-25.",
  mfgFuture: "The MFG date cannot be in the future.",
  expKind: "Say whether the EXP date is a date, Unknown or Not Applicable.",
  expRequired: "Give the EXP date, or mark it Unknown or Not Applicable.",
  expBeforeMfg: "The EXP date cannot be before the MFG date.",
  category: "Choose a category from the list.",
  categoryLeaf: "Choose the most specific category (one with no categories under it).",
  store: "Choose one of your stores.",
  storeTwice: "Give each store only once.",
  imagesOnly: "Only images can be uploaded (JPEG, PNG or WebP).",
  imageLarge: "This image is too large. Please choose a smaller picture.",
  imagesMax: "A product can have at most 8 images.",
  imageMissing: "This product has no image with this name.",
  shop: "Choose one of your shops.",
  inReview: "This product is waiting for review. Wait for the decision before editing it.",
  notEditable: "This product cannot be edited now.",
  incomplete: "The product is not complete yet.",
  noteRequired: "Write a note for the merchant saying what to change or why it is rejected.",
  noteLong: "The note can have at most 1,000 characters.",
  ownChange: "You made this change yourself. Another reviewer must decide it.",
  notWaiting: "This change is no longer waiting for review.",
  reviewNotFound: "No change request has this id.",
  importTooMany: "An import takes at most 5,000 rows. Split the file.",
  importEmpty: "The file has no rows.",
  importHeader: "The first line must be the template's header.",
  importFile: "Send the CSV file as the field named file.",
  importColumn: "This column is not in the template.",
  importStore: "No store of yours has this store_key.",
  importDuplicate: "This barcode appears twice for the same store in the file.",
  importFlag: "Use true or false.",
} as const;

/** The same messages in Hindi (the server answers them for a Hindi request). */
export const CATALOGUE_MESSAGES_HI = {
  nameRequired: "प्रोडक्ट का नाम दें।",
  nameLong: "नाम में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।",
  nameHiLong: "हिंदी नाम में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।",
  brandLong: "ब्रांड में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं।",
  unitLong: "यूनिट में ज़्यादा से ज़्यादा 40 अक्षर हो सकते हैं, जैसे 1 kg या 500 ml।",
  descriptionLong: "विवरण में ज़्यादा से ज़्यादा 4,000 अक्षर हो सकते हैं।",
  factsMax: "ज़्यादा से ज़्यादा 30 जानकारियाँ।",
  factName: "हर जानकारी का नाम चाहिए, ज़्यादा से ज़्यादा 60 अक्षर।",
  factValue: "हर जानकारी का मान चाहिए, ज़्यादा से ज़्यादा 300 अक्षर।",
  mrp: "MRP रुपयों में ₹0 से ज़्यादा होना चाहिए (ज़्यादा से ज़्यादा 2 दशमलव)।",
  sellingPrice: "बिक्री मूल्य रुपयों में ₹0 से ज़्यादा होना चाहिए (ज़्यादा से ज़्यादा 2 दशमलव)।",
  priceAboveMrp: "बिक्री मूल्य MRP से ज़्यादा नहीं हो सकता।",
  offer: "ऑफ़र 0 से 100 प्रतिशत के बीच होना चाहिए।",
  stock: "स्टॉक 0 से 10,00,000 तक की पूरी संख्या होनी चाहिए।",
  barcode: "बारकोड में सिर्फ़ अक्षर, अंक और - _ . / हो सकते हैं (ज़्यादा से ज़्यादा 64)।",
  barcodeTaken: "इस स्टोर के किसी और प्रोडक्ट का यही बारकोड है।",
  barcodeLive: "लाइव प्रोडक्ट का बारकोड स्टोर में उसका कोड है, इसे यहाँ नहीं बदला जा सकता।",
  tax: "टैक्स भारत के GST स्लैब में से एक होना चाहिए: 0, 5, 12, 18 या 28 प्रतिशत।",
  hsn: "HSN कोड में 4, 6 या 8 अंक होते हैं।",
  date: "तारीख ऐसे लिखें: 2026-12-25।",
  mfgFuture: "MFG तारीख भविष्य की नहीं हो सकती।",
  expKind: "बताएँ कि EXP तारीख है, पता नहीं है या लागू नहीं है।",
  expRequired: "EXP तारीख दें, या उसे 'पता नहीं' या 'लागू नहीं' चुनें।",
  expBeforeMfg: "EXP तारीख MFG तारीख से पहले की नहीं हो सकती।",
  category: "सूची में से एक कैटेगरी चुनें।",
  categoryLeaf: "सबसे सटीक कैटेगरी चुनें (जिसके नीचे कोई और कैटेगरी न हो)।",
  store: "अपने स्टोर में से एक चुनें।",
  storeTwice: "हर स्टोर एक ही बार दें।",
  imagesOnly: "सिर्फ़ तस्वीरें अपलोड की जा सकती हैं (JPEG, PNG या WebP)।",
  imageLarge: "यह तस्वीर बहुत बड़ी है। कृपया छोटी तस्वीर चुनें।",
  imagesMax: "एक प्रोडक्ट की ज़्यादा से ज़्यादा 8 तस्वीरें हो सकती हैं।",
  imageMissing: "इस प्रोडक्ट की इस नाम की कोई तस्वीर नहीं है।",
  shop: "अपनी दुकानों में से एक चुनें।",
  inReview: "यह प्रोडक्ट समीक्षा के इंतज़ार में है। बदलने से पहले फ़ैसले का इंतज़ार करें।",
  notEditable: "यह प्रोडक्ट अभी बदला नहीं जा सकता।",
  incomplete: "प्रोडक्ट अभी पूरा नहीं है।",
  noteRequired: "मर्चेंट के लिए नोट लिखें कि क्या बदलना है या इसे क्यों नामंज़ूर किया गया।",
  noteLong: "नोट में ज़्यादा से ज़्यादा 1,000 अक्षर हो सकते हैं।",
  ownChange: "यह बदलाव आपने खुद किया है। इसका फ़ैसला कोई दूसरा समीक्षक करेगा।",
  notWaiting: "यह बदलाव अब समीक्षा के इंतज़ार में नहीं है।",
  reviewNotFound: "इस id का कोई बदलाव अनुरोध नहीं है।",
  importTooMany: "एक इंपोर्ट में ज़्यादा से ज़्यादा 5,000 पंक्तियाँ हो सकती हैं। फ़ाइल को बाँट दें।",
  importEmpty: "फ़ाइल में कोई पंक्ति नहीं है।",
  importHeader: "पहली पंक्ति टेम्पलेट का हेडर होनी चाहिए।",
  importFile: "CSV फ़ाइल को file नाम के फ़ील्ड में भेजें।",
  importColumn: "यह कॉलम टेम्पलेट में नहीं है।",
  importStore: "आपके किसी स्टोर का यह store_key नहीं है।",
  importDuplicate: "फ़ाइल में एक ही स्टोर के लिए यह बारकोड दो बार है।",
  importFlag: "true या false लिखें।",
} satisfies Record<keyof typeof CATALOGUE_MESSAGES, string>;

/** Field names of a product as the completeness check and the diff name them. */
export const PRODUCT_FIELDS = [
  "name",
  "name_hi",
  "brand",
  "unit",
  "category_id",
  "description",
  "facts",
  "images",
  "mrp",
  "barcode",
  "mfg_date",
  "exp_kind",
  "exp_date",
  "tax_percent",
  "hsn",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
