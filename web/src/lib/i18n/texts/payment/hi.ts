import type { Texts } from "../../catalogue";
import type en from "./en";

const payment: Texts<typeof en> = {
  payment: {
    preferred: {
      none: "अभी आपका कोई कार्ड या UPI ID सेव नहीं है।",
      saved: "सेव किए गए पेमेंट के तरीके",
      card: "{{network}} कार्ड •••• {{last4}} (एक्सपायरी {{month}}/{{year}})",
      select: "कृपया कोई एक विकल्प चुनें!",
    },
    card: {
      numberInvalid: "कृपया सही 16 अंकों का कार्ड नंबर डालें।",
      expiryInvalid: "कृपया सही एक्सपायरी तारीख (MM/YY) डालें।",
      cvvInvalid: "कृपया 3 अंकों का CVV डालें।",
    },
    upi: {
      saved: "सेव की गई UPI ID",
      another: "दूसरी UPI ID इस्तेमाल करें",
      id: "UPI आईडी",
      select: "कृपया UPI ID चुनें",
      enter: "कृपया अपनी UPI ID डालें",
    },
    hosted: {
      preferred: "आपके सेव किए गए कार्ड और UPI ID, Razorpay के सुरक्षित पेज पर मिलेंगे।",
      card: "अपने कार्ड की जानकारी Razorpay के सुरक्षित पेज पर डालें।",
      upi: "Razorpay के सुरक्षित पेज पर अपनी UPI ID या ऐप से पे करें।",
      netBanking: "Razorpay के सुरक्षित पेज पर अपना बैंक चुनें।",
    },
    netBanking: {
      loading: "बैंक लोड हो रहे हैं…",
      popular: "लोकप्रिय बैंक",
      others: "दूसरे बैंक",
      choose: "बैंक चुनें",
      select: "कृपया कोई बैंक चुनें",
    },
    time: {
      legend: "डिलीवरी का पसंदीदा समय (ज़रूरी नहीं)",
      date: "तारीख",
      clear: "पसंदीदा समय हटाएँ",
      slot: "डिलीवरी स्लॉट",
      full: "{{slot}} (भर गया)",
      closed: "{{slot}} (बंद)",
    },
    promo: {
      label: "ऑफ़र और प्रोमो कोड",
      appliedCashback: "लागू हुआ: {{amount}} कैशबैक",
      appliedSaving: "लागू हुआ: {{amount}} की बचत",
      remove: "प्रोमो हटाएँ",
      code: "प्रोमो कोड",
      apply: "लागू करें",
      applyCode: "{{code}} लागू करें",
      offers: "ऑफ़र",
      onlyForYou: "सिर्फ़ आपके लिए",
      notApplicable: "इस ऑर्डर पर लागू नहीं",
      minPurchase: "इस प्रोमो कोड के लिए कम से कम {{amount}} की खरीदारी ज़रूरी है।",
    },
    provider: {
      description: "टेस्ट मोड: यह Galli का अपना Razorpay एमुलेटर है। असली पैसे नहीं कटते।",
      failure: "फ़ेल",
      success: "सफल",
      payingWith: "{{method}} से पेमेंट",
      savedCard: "आपके सेव किए गए कार्ड",
      savedUpi: "आपकी सेव की गई UPI ID",
      cardEnding: "{{last4}} पर खत्म होने वाले कार्ड",
      netBanking: "नेट बैंकिंग ({{bank}})",
      bankPage: "टेस्ट बैंक पेज: चुनें कि बैंक क्या जवाब दे।",
    },
    parcels: "आपका ऑर्डर {{count}} दुकानों से {{count}} पार्सल में आएगा",
    substitution: {
      legend: "पैकिंग पर कोई आइटम स्टॉक में न हो तो",
      orderRule: "हर आइटम के लिए",
      perItem: "हर आइटम के लिए अलग चुनें",
      sameAsOrder: "हर आइटम वाला नियम",
      lineRule: "{{product}}",
      rules: {
        similar: "मिलते-जुलते आइटम से बदलें",
        call: "मुझे कॉल करें",
        refund: "न बदलें (पैसे वापस)",
      },
      help: "बदलने से पहले दुकान ट्रैक ऑर्डर पर आपसे पूछती है; जवाब के लिए 10 मिनट मिलते हैं।",
    },
    saveAddress: {
      label: "यह पता सेव करें",
      type: "इस नाम से सेव करें",
      Home: "घर",
      Work: "काम",
      Other: "अन्य",
      otherName: "इस पते का नाम",
    },
    parcelsPaid: "आपका ऑर्डर {{count}} पार्सल में आएगा: नीचे हर दुकान का अलग ऑर्डर है।",
  },
};

export default payment;
