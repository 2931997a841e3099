import type { Texts } from "../../catalogue";
import type en from "./en";

const merchantStatements: Texts<typeof en> = {
  merchantStatements: {
    title: "विवरण",
    lead: "आपके ऑनलाइन ऑर्डर का हर रुपया: ग्राहकों ने कितना दिया, Galli का कमीशन, पेमेंट गेटवे शुल्क, TCS, रिफ़ंड, आपका हिस्सा और आपके बैंक में क्या पहुँचा।",
    shop: "दुकान",
    from: "से",
    to: "तक",
    show: "दिखाएँ",
    downloadCsv: "CSV डाउनलोड करें",
    downloadPdf: "PDF डाउनलोड करें",
    loading: "लोड हो रहा है…",
    retry: "फिर से कोशिश करें",
    balance: "आपको मिलना है, अभी भेजा नहीं गया: {{amount}}",
    balanceOwed: "आपको Galli को देना है (अगले पेआउट से कटेगा): {{amount}}",
    byDay: "दिन के अनुसार",
    noDays: "इन तारीख़ों में कोई रकम दर्ज नहीं हुई।",
    total: "कुल",
    columns: {
      date: "तारीख़",
      order: "ऑर्डर",
      orders: "ऑर्डर",
      gross: "ग्राहकों ने दिया",
      refunds: "रिफ़ंड",
      codCash: "आपने नकद लिया (COD)",
      commission: "कमीशन",
      gatewayFee: "गेटवे शुल्क",
      tcs: "TCS (स्रोत पर कर)",
      net: "आपका हिस्सा",
      paidOut: "भेजा गया",
    },
    payouts: {
      title: "पेआउट",
      none: "इन तारीख़ों में कोई पेआउट नहीं।",
      amount: "रकम",
      status: "स्थिति",
      reference: "ट्रांसफ़र संदर्भ",
      open: "विवरण",
      created: "बनाया गया {{date}}",
    },
    payoutStatus: {
      created: "भेजा जा रहा है",
      on_hold: "रोका गया",
      processed: "भेज दिया गया",
      reversed: "वापस लिया गया",
      failed: "विफल",
    },
    payout: {
      title: "{{amount}} का पेआउट",
      back: "विवरण पर वापस",
      orders: "इस पेआउट के ऑर्डर",
      noOrders: "इस पेआउट में कोई ऑर्डर नहीं।",
      processedAt: "भेजा गया {{date}}",
      failure: "कारण: {{reason}}",
    },
    tcs: {
      title: "महीने के अनुसार TCS",
      lead: "Galli आपकी शुद्ध कर योग्य आपूर्ति का 0.5% TCS काटता है और आपके GSTIN पर जमा करता है; अपने GST रिटर्न में ये आँकड़े भरें।",
      month: "महीना",
      netTaxable: "शुद्ध कर योग्य आपूर्ति",
      tcs: "TCS (0.5%) राशि",
      none: "अभी कोई TCS नहीं।",
    },
  },
};

export default merchantStatements;
