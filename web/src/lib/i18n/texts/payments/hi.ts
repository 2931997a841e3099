import type { Texts } from "../../catalogue";
import type en from "./en";

const payments: Texts<typeof en> = {
  payments: {
    title: "पेमेंट",
    savedCards: "सेव किए गए कार्ड",
    noCards: "अभी कोई कार्ड सेव नहीं है।",
    expires: "{{month}}/{{year}} तक मान्य",
    addCard: "पेमेंट का तरीका जोड़ें",
    savedUpi: "सेव की गई UPI ID",
    noUpi: "अभी कोई UPI ID सेव नहीं है।",
    addUpi: "नई UPI ID जोड़ें",
    preferred: "पसंदीदा",
    markPreferred: "पसंदीदा बनाएँ",
    markPreferredOf: "पसंदीदा बनाएँ: {{label}}",
    delete: "डिलीट करें",
    deleteOf: "{{label}} डिलीट करें",
    orderId: "ऑर्डर ID {{id}}",
    add: {
      newCard: "नया कार्ड",
      saveCard: "कार्ड सेव करें",
      newUpi: "नई UPI ID",
      upiId: "आपकी UPI ID",
      saveUpi: "UPI ID सेव करें",
      upiRequired: "कृपया अपनी UPI ID डालें",
      live: "कार्ड और UPI ID तब Razorpay के साथ सेव होते हैं जब आप checkout पर उनसे पेमेंट करते हैं।",
      numberInvalid: "कृपया 16 अंकों का सही कार्ड नंबर डालें।",
      expiryInvalid: "कृपया सही एक्सपायरी तारीख (MM/YY) डालें।",
      cvvInvalid: "कृपया 3 अंकों का CVV डालें।",
    },
    remove: {
      card: "कार्ड डिलीट करें",
      upi: "UPI डिलीट करें",
      askCard: "क्या आप सेव किया गया कार्ड डिलीट करना चाहते हैं?",
      askUpi: "क्या आप सेव की गई UPI डिलीट करना चाहते हैं?",
    },
    cash: {
      balance: "Galli Cash बैलेंस",
      about: "Galli Cash में रिफ़ंड तुरंत आता है और आपके अगले ऑर्डर में काम आ सकता है।",
      statement: "स्टेटमेंट",
      empty: "अभी Galli Cash में कोई लेन-देन नहीं हुआ।",
      balanceAfter: "बैलेंस {{amount}}",
      more: "और देखें",
      entry: {
        order: "ऑर्डर का पेमेंट",
        refund: "रिफ़ंड",
        cashback: "कैशबैक",
        scratch: "स्क्रैच कार्ड इनाम",
        adjustment: "एडजस्टमेंट",
      },
    },
    refunds: {
      title: "रिफ़ंड",
      empty: "अभी कोई रिफ़ंड नहीं।",
      requested: "{{date}} को रिक्वेस्ट की गई",
    },
  },
};

export default payments;
