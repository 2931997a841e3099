import type { Texts } from "../../catalogue";
import type en from "./en";

const refunds: Texts<typeof en> = {
  refunds: {
    toGalliCash: "{{amount}} Galli Cash में रिफ़ंड हो गए",
    notCharged: "दरवाज़े पर {{amount}} नहीं लिए गए",
    processed: "{{amount}} {{to}} में रिफ़ंड हो गए",
    failed: "{{to}} में {{amount}} का रिफ़ंड नहीं हो पाया",
    failedBecause: "{{to}} में {{amount}} का रिफ़ंड नहीं हो पाया: {{reason}}",
    expected: "{{to}} में {{amount}} का रिफ़ंड: {{date}} तक आने की उम्मीद",
    to: {
      wallet: "आपके Galli Cash",
      card: "आपके कार्ड",
      netbanking: "आपके बैंक अकाउंट",
      upi: "आपकी UPI ID",
      cash: "दरवाज़े पर नकद",
      other: "आपके पेमेंट के तरीके",
    },
    status: {
      requested: "रिक्वेस्ट की गई",
      initiated: "शुरू हुआ",
      processed: "हो गया",
      failed: "नहीं हो पाया",
    },
  },
};

export default refunds;
