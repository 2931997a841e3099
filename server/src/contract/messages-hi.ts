// Hindi for the contract's message tables (validation, confirmations, notices), key for key: the
// server answers them in Hindi for a Hindi request, and the web's Hindi catalogue reuses them.
// A key added to an English table fails the type check until it has its Hindi here.
import type { REWARD_MESSAGES } from "./ads-constants";
import type { AUTH_MESSAGES } from "./auth-constants";
import type { CART_MESSAGES } from "./cart-constants";
import type { CATALOG_MESSAGES } from "./catalog-constants";
import type { CHECKOUT_MESSAGES } from "./checkout-constants";
import type { ENQUIRY_MESSAGES } from "./enquiry-constants";
import type { ORDER_MESSAGES } from "./orders-constants";
import type { REPLACEMENT_MESSAGES, REVIEW_MESSAGES } from "./orders-actions-constants";
import type { PROFILE_MESSAGES } from "./profile-constants";
import type { SUPPORT_MESSAGES } from "./support-constants";
import type { COMMON_MESSAGES } from "./common-constants";
import type { CONSOLE_ORDER_MESSAGES } from "./console-orders-constants";

/** The same keys as an English table; templates stay functions of the same arguments. */
export type HindiOf<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

export const REWARD_MESSAGES_HI = {
  swipe: "अपना रिवॉर्ड देखने के लिए ऊपर वाले कार्ड को स्वाइप करें",
  betterLuck: "अगली बार ज़रूर",
  unavailable: "अभी रिवॉर्ड उपलब्ध नहीं हैं",
  noRewards: "कोई रिवॉर्ड नहीं मिला!",
  won: (rupees: string) => `आपने ₹ ${rupees} जीते`,
} satisfies HindiOf<typeof REWARD_MESSAGES>;

export const AUTH_MESSAGES_HI = {
  invalidPhone: "फ़ोन नंबर सही नहीं है।",
  passwordRequired: "पासवर्ड ज़रूरी है।",
  passwordTooShort: "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
  invalidCode: "कोड गलत है।",
  passwordNotMatch: "पासवर्ड मेल नहीं खाता।",
  firstNameRequired: "पहला नाम ज़रूरी है।",
  lastNameRequired: "उपनाम ज़रूरी है।",
  invalidEmail: "ईमेल सही नहीं है।",
  wrongCredentials: "मोबाइल नंबर या पासवर्ड गलत है।",
  passwordChanged: "पासवर्ड बदल दिया गया!",
  dialingCode: "डायलिंग कोड +91 होना चाहिए।",
  passwordNotHashed: "पासवर्ड हैश करके भेजा जाना चाहिए।",
  codeSent: "आपके मोबाइल नंबर पर एक बार इस्तेमाल होने वाला कोड भेज दिया गया है।",
  resetCodeSent: "पासवर्ड बदलने का कोड आपके मोबाइल नंबर पर भेज दिया गया है।",
  signUpCodeSent: "आपके मोबाइल नंबर पर पुष्टि का कोड भेज दिया गया है।",
} satisfies HindiOf<typeof AUTH_MESSAGES>;

export const CART_MESSAGES_HI = {
  groupConflict:
    "दूसरी कैटेगरी की दुकानों से खरीदने के लिए पहले कार्ट के मौजूदा आइटम का ऑर्डर पूरा करें, या क्या आप कार्ट खाली करना चाहेंगे?",
  emptyLocationTitle: "लोकेशन नहीं चुनी",
  emptyLocation: "कार्ट में आइटम जोड़ने या हटाने के लिए कृपया डिलीवरी लोकेशन डालें!",
  cartEmptyTitle: "कार्ट खाली है",
  dropHint: "कार्ट में जोड़ने के लिए प्रोडक्ट को खींचकर यहाँ छोड़ें",
  subscribeOnApp: "यह सुविधा Galli मोबाइल ऐप पर उपलब्ध है",
  subscribeUnavailable: "इस दुकान पर सब्सक्रिप्शन उपलब्ध नहीं है!",
  qtyWhole: "मात्रा पूरी संख्या होनी चाहिए।",
  qtyMin: "मात्रा कम से कम 1 होनी चाहिए।",
  qtyMax: "मात्रा ज़्यादा से ज़्यादा 99 हो सकती है।",
  deliveryType: "कृपया डिलीवरी का तरीका चुनें।",
  streetRequired: "मकान नं., फ़्लैट, पता ज़रूरी है",
  zipcodeRequired: "पिनकोड ज़रूरी है",
  cartEmpty: "आपका कार्ट खाली है।",
  shopIds: "_id एक दुकान की id या 1 से 50 दुकानों की ids की सूची होनी चाहिए।",
} satisfies HindiOf<typeof CART_MESSAGES>;

export const CATALOG_MESSAGES_HI = {
  shopNotFound: "दुकान नहीं मिली।",
  storeNotFound: "स्टोर नहीं मिला।",
  productNotFound: "प्रोडक्ट नहीं मिला।",
  imageNotFound: "फ़ोटो नहीं मिली।",
  categoryRequired: "कैटेगरी ज़रूरी है।",
  searchTooLong: "खोज का टेक्स्ट बहुत लंबा है।",
  reportTypeRequired: "कृपया शिकायत का प्रकार चुनें।",
  alreadyReported: "आप इस प्रोडक्ट की शिकायत पहले ही कर चुके हैं।",
  reportSaved: "धन्यवाद। आपकी शिकायत हमारी टीम को भेज दी गई है।",
  imageHeight: "height 100, 150, 300 या 500 होनी चाहिए।",
  noLocation: "यह दुकान आप तक डिलीवरी करती है या नहीं, यह देखने के लिए अपनी डिलीवरी लोकेशन डालें।",
  outsideArea:
    "यह दुकान आपकी डिलीवरी लोकेशन पर डिलीवरी नहीं करती। आप इसके प्रोडक्ट देख सकते हैं, पर यह सिर्फ़ अपने डिलीवरी क्षेत्र में डिलीवरी करती है।",
  closed: "यह दुकान अभी बंद है। आप इसके प्रोडक्ट देख सकते हैं और दुकान खुलने पर ऑर्डर कर सकते हैं।",
} satisfies HindiOf<typeof CATALOG_MESSAGES>;

export const CHECKOUT_MESSAGES_HI = {
  promoInvalid: "प्रोमो कोड सही नहीं है!",
  promoCod: "COD ऑर्डर पर प्रोमो कोड लागू नहीं होता!",
  promoWalletOnly: "सिर्फ़ Galli Cash से पेमेंट करने पर प्रोमो कोड लागू नहीं होता!",
  promoExpired: "इस प्रोमो कोड की समय-सीमा खत्म हो गई है।",
  promoNewOnly: "यह प्रोमो कोड सिर्फ़ नए ग्राहकों के लिए है।",
  promoDayLimit: "आज के लिए इस प्रोमो कोड की सीमा पूरी हो गई है। कृपया कल फिर कोशिश करें।",
  promoMaxLimit: "इस प्रोमो कोड के इस्तेमाल की सीमा पूरी हो गई है।",
  promoCustomerLimit: "आप यह प्रोमो कोड पहले ही इस्तेमाल कर चुके हैं।",
  walletConfirm: "क्या आप Galli Cash से ऑर्डर करना चाहते हैं?",
  codUnavailable: "इस ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है।",
  refunded: "आपका पेमेंट रिफ़ंड कर दिया गया है और 5-7 कामकाजी दिनों में आपके खाते में आ जाएगा।",
  nothingTaken: "आपका पेमेंट पूरा नहीं हुआ और आपके खाते से कोई पैसा नहीं कटा। कृपया फिर से कोशिश करें।",
  streetRequired: CART_MESSAGES_HI.streetRequired,
  zipcodeRequired: CART_MESSAGES_HI.zipcodeRequired,
  slotPast: "कृपया डिलीवरी का ऐसा समय चुनें जो अभी निकला न हो।",
  placed: "आपका ऑर्डर हो गया है।",
  detailsMissing: "ऑर्डर की जानकारी नहीं मिली।",
  offersNotify: "नए ऑफ़र आते ही हम आपको बता देंगे।",
} satisfies HindiOf<typeof CHECKOUT_MESSAGES>;

export const ENQUIRY_MESSAGES_HI = {
  businessNameRequired: "दुकान / बिज़नेस का नाम ज़रूरी है।",
  nameRequired: "मालिक का नाम ज़रूरी है।",
  contactRequired: "मालिक का मोबाइल नंबर ज़रूरी है।",
  emailRequired: "मालिक की ईमेल आईडी ज़रूरी है।",
  categoryRequired: "दुकान की कैटेगरी ज़रूरी है।",
  cityRequired: "शहर ज़रूरी है।",
  captchaRequired: "कृपया कैप्चा भरें।",
  invalidPhone: "फ़ोन नंबर सही नहीं है।",
  invalidEmail: "ईमेल सही नहीं है।",
  tooLong: "यह फ़ील्ड बहुत लंबी है (ज़्यादा से ज़्यादा 120 अक्षर)।",
  captchaWrong: "कैप्चा मेल नहीं खाता। कृपया नया कैप्चा भरें।",
  captchaExpired: "कैप्चा की समय-सीमा खत्म हो गई है। कृपया नया कैप्चा भरें।",
  captchaUsed: "यह कैप्चा पहले ही इस्तेमाल हो चुका है। कृपया नया कैप्चा भरें।",
  unknownCategory: "कृपया सूची में से दुकान की कैटेगरी चुनें।",
  unknownCity: "कृपया सूची में से शहर चुनें।",
  sent: "Galli में दिलचस्पी के लिए धन्यवाद! हमारी पार्टनर टीम 2 कामकाजी दिनों में आपको कॉल करेगी।",
} satisfies HindiOf<typeof ENQUIRY_MESSAGES>;

export const REPLACEMENT_MESSAGES_HI = {
  reasonRequired: "कृपया कोई वजह चुनें।",
  messageRequired: "संदेश ज़रूरी है।",
  messageTooLong: "संदेश ज़्यादा से ज़्यादा 150 अक्षरों का हो सकता है।",
  imagesMin: "कृपया कम से कम दो फ़ोटो अपलोड करें।",
  imagesMax: "कृपया ज़्यादा से ज़्यादा तीन फ़ोटो अपलोड करें।",
  imagesOnly: "कृपया सिर्फ़ फ़ोटो अपलोड करें (JPEG, PNG या WebP)।",
  qtyRange: "मात्रा 1 से लेकर ऑर्डर की गई मात्रा तक होनी चाहिए।",
  verifyStatus: "कृपया Delivered, Undelivered या Replacement चुनें।",
} satisfies HindiOf<typeof REPLACEMENT_MESSAGES>;

export const REVIEW_MESSAGES_HI = {
  rating: "कृपया 1 से 5 तक रेटिंग चुनें।",
  messageTooLong: "संदेश बहुत लंबा है (ज़्यादा से ज़्यादा 500 अक्षर)।",
} satisfies HindiOf<typeof REVIEW_MESSAGES>;

export const ORDER_MESSAGES_HI = {
  notFound: "ऑर्डर नहीं मिला।",
  productNotFound: "यह प्रोडक्ट इस ऑर्डर में नहीं है।",
  cancelBlocked:
    "दुकान ने आपका ऑर्डर तैयार करना शुरू कर दिया है, इसलिए अब इसे यहाँ से कैंसिल नहीं किया जा सकता। फिर भी कैंसिल करना हो तो कृपया दुकान या Galli सपोर्ट से संपर्क करें।",
  alreadyCancelled: "यह ऑर्डर पहले ही कैंसिल हो चुका है।",
  reasonRequired: "कृपया कोई वजह चुनें",
  messageRequiredForOther: "कृपया संदेश लिखें",
  cancelMessageTooLong: "संदेश बहुत लंबा है (ज़्यादा से ज़्यादा 500 अक्षर)।",
  cancelled: "आपका ऑर्डर कैंसिल कर दिया गया है।",
  cancelledToWallet: "आपका ऑर्डर कैंसिल कर दिया गया है। रिफ़ंड आपके Galli Cash में जमा कर दिया गया है।",
  cancelledToBank: "आपका ऑर्डर कैंसिल कर दिया गया है। रिफ़ंड 5 से 7 कामकाजी दिनों में आपके बैंक खाते में आ जाएगा।",
  bankRefundFellBack: "आपका ऑर्डर कैंसिल कर दिया गया है। बैंक रिफ़ंड शुरू नहीं हो सका, इसलिए रकम आपके Galli Cash में जमा कर दी गई है।",
  orderIdsRequired: "कृपया कैंसिल करने के लिए कोई ऑर्डर चुनें।",
  noOpenEscalation: "इस ऑर्डर पर बदलाव या डिलीवर न होने का कोई अनुरोध खुला नहीं है।",
  escalationCancelled: "आपका अनुरोध कैंसिल कर दिया गया है।",
  buzzed: "हमने दुकान को बज़ कर दिया है। वे जल्द ही आपका ऑर्डर देखेंगे।",
  buzzDelivered: "आपका ऑर्डर डिलीवर हो चुका है, इसलिए दुकान को बज़ करने की ज़रूरत नहीं है।",
  buzzClosed: "यह ऑर्डर बंद हो चुका है, इसलिए दुकान को बज़ नहीं किया जा सकता।",
  notDelivered: "ऑर्डर डिलीवर होने के बाद आप प्रोडक्ट वेरिफ़ाई कर सकते हैं।",
  orderClosed: "यह ऑर्डर कैंसिल हो गया था।",
  alreadyVerified: "यह ऑर्डर पहले ही वेरिफ़ाई हो चुका है।",
  replacementWindowClosed: "इस ऑर्डर पर बदलवाने की समय-सीमा खत्म हो गई है।",
  requestAlreadyOpen: "इस प्रोडक्ट के लिए बदलाव या डिलीवर न होने का अनुरोध पहले से खुला है।",
  undecidedProducts: "कृपया हर प्रोडक्ट के लिए Delivered, Undelivered या Replacement चुनें।",
  verified: "धन्यवाद! आपका ऑर्डर वेरिफ़ाई हो गया है।",
  productVerified: "सेव हो गया।",
  replacementRequested: "बदलवाने का आपका अनुरोध दुकान को भेज दिया गया है।",
  undeliveredRequested: "डिलीवर न होने का आपका अनुरोध दुकान को भेज दिया गया है।",
  reviewNotVerified: "ऑर्डर वेरिफ़ाई होने के बाद आप रिव्यू दे सकते हैं।",
  reviewWindowClosed: "इस ऑर्डर पर रिव्यू देने की समय-सीमा खत्म हो गई है।",
  productNotDelivered: "आप सिर्फ़ उन्हीं प्रोडक्ट का रिव्यू दे सकते हैं जो आपको मिले।",
  shopReviewExists: "इस ऑर्डर के लिए आप दुकान का रिव्यू दे चुके हैं।",
  productReviewExists: "इस ऑर्डर के लिए आप इस प्रोडक्ट का रिव्यू दे चुके हैं।",
  shopReviewed: "दुकान को रेटिंग देने के लिए धन्यवाद!",
  productReviewed: "प्रोडक्ट का रिव्यू देने के लिए धन्यवाद!",
  titleNotFound: "मदद का यह विषय नहीं मिला।",
} satisfies HindiOf<typeof ORDER_MESSAGES>;

export const PROFILE_MESSAGES_HI = {
  mobileRequired: "मोबाइल नंबर ज़रूरी है।",
  firstNameRequired: "पहला नाम ज़रूरी है।",
  lastNameRequired: "उपनाम ज़रूरी है।",
  emailRequired: "ईमेल ज़रूरी है।",
  otpRequired: "कृपया सही OTP कोड डालें।",
  oldPasswordRequired: "पुराना पासवर्ड ज़रूरी है।",
  newPasswordRequired: "नया पासवर्ड ज़रूरी है।",
  nothingToUpdate: "बदलने के लिए कुछ नहीं है।",
  streetRequired: "मकान नं., फ़्लैट, गली ज़रूरी है",
  houseFlatRequired: "मकान नं., फ़्लैट ज़रूरी है",
  locationRequired: "लोकेशन ज़रूरी है",
  zipcodeRequired: "पिनकोड ज़रूरी है",
  customTypeRequired: "टाइप ज़रूरी है",
  selectType: "कृपया टाइप चुनें",
  invalidZipcode: "पिनकोड सही नहीं है।",
  deliveryType: "कृपया डिलीवरी का तरीका चुनें।",
  language: "कृपया English या हिंदी चुनें।",
  languageSaved: "भाषा बदल दी गई।",
  profileUpdated: "प्रोफ़ाइल अपडेट हो गई।",
  passwordChanged: "पासवर्ड बदल दिया गया।",
  deliveryTypeUpdated: "डिलीवरी का तरीका अपडेट हो गया।",
  photoUpdated: "प्रोफ़ाइल फ़ोटो अपडेट हो गई।",
  addressSaved: "पता सेव हो गया।",
  addressUpdated: "पता अपडेट हो गया।",
  addressDeleted: "पता डिलीट हो गया।",
} satisfies HindiOf<typeof PROFILE_MESSAGES>;

export const SUPPORT_MESSAGES_HI = {
  titleRequired: "विषय ज़रूरी है।",
  emailRequired: "ईमेल ज़रूरी है।",
  phoneRequired: "फ़ोन नंबर ज़रूरी है।",
  messageRequired: "संदेश ज़रूरी है।",
  invalidPhone: "फ़ोन नंबर सही नहीं है।",
  titleTooLong: "विषय बहुत लंबा है (ज़्यादा से ज़्यादा 150 अक्षर)।",
  messageTooLong: "संदेश बहुत लंबा है (ज़्यादा से ज़्यादा 2000 अक्षर)।",
  sent: "धन्यवाद! हमारी सपोर्ट टीम 24 घंटों में आपसे संपर्क करेगी।",
} satisfies HindiOf<typeof SUPPORT_MESSAGES>;

export const COMMON_MESSAGES_HI = {
  unsafeText: "कृपया इस फ़ील्ड से कंट्रोल कैरेक्टर और टेक्स्ट की दिशा बदलने वाले निशान हटाएँ।",
  badUrl: "इस अनुरोध का पता सही नहीं है।",
} satisfies HindiOf<typeof COMMON_MESSAGES>;

export const CONSOLE_ORDER_MESSAGES_HI = {
  tabInvalid: "tab इनमें से एक होना चाहिए: new, packaging, dispatched, on_the_way, delivered, replace_refund, cancelled।",
  storeInvalid: "store_id आपके स्टोर में से एक होना चाहिए।",
  skipInvalid: "skip 0 या उससे बड़ी पूरी संख्या होनी चाहिए।",
  limitInvalid: "limit 1 से 100 तक की पूरी संख्या होनी चाहिए।",
  statusRequired: "status ऑर्डर का वही स्टेटस होना चाहिए जो आपने देखा (1 से 9)।",
  reasonRequired: "कृपया कारण बताएं।",
  reasonTooLong: "कारण ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।",
  shopRequired: "shop_id आपकी दुकानों में से एक होना चाहिए।",
  thresholdInvalid: "कम स्टॉक की सीमा 0 या उससे बड़ी पूरी संख्या होनी चाहिए।",
  thresholdSaved: "कम स्टॉक की सीमा सेव हो गई।",
} satisfies HindiOf<typeof CONSOLE_ORDER_MESSAGES>;
