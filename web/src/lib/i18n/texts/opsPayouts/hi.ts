import type { Texts } from "../../catalogue";
import type en from "./en";

const opsPayouts: Texts<typeof en> = {
  opsPayouts: {
    nav: "पेआउट",
    title: "पेआउट",
    lead: "दुकानों के बैंक खातों में भेजा गया पैसा, और हर पेआउट का पेमेंट प्रोवाइडर के ट्रांसफ़र से मिलान।",
    loading: "लोड हो रहा है…",
    failed: "पेआउट लोड नहीं हो सके। कृपया फिर से कोशिश करें।",
    retry: "फिर से कोशिश करें",
    run: "अभी पेआउट चलाएँ",
    ran: "पेआउट चले: {{created}} बने, {{transfers}} ट्रांसफ़र हुए, {{released}} जारी हुए, {{failed}} विफल।",
    payouts: "दुकानों को पेआउट",
    empty: "अभी कोई पेआउट नहीं।",
    total: "{{count}} पेआउट",
    shop: "दुकान",
    amount: "राशि",
    status: "स्थिति",
    transfer: "ट्रांसफ़र",
    account: "खाता",
    created: "बना",
    processed: "पूरा हुआ",
    actions: "कार्रवाई",
    retryPayout: "फिर से भेजें",
    retried: "पेआउट {{id}} फिर से भेजा गया: अब {{status}}।",
    statuses: {
      created: "बना",
      on_hold: "रुका हुआ",
      processed: "पूरा हुआ",
      reversed: "वापस लिया गया",
      failed: "विफल",
    },
    reconciliation: "मिलान",
    summary: "{{payouts}} पेआउट ({{paid}}) और {{transfers}} ट्रांसफ़र ({{transferred}}), जाँच {{at}}।",
    clean: "कोई अंतर नहीं: हर पेआउट अपने ट्रांसफ़र से मेल खाता है।",
    differences: "अंतर",
    kind: "प्रकार",
    payout: "पेआउट",
    payoutAmount: "पेआउट की राशि",
    transferAmount: "ट्रांसफ़र की राशि",
    detail: "विवरण",
    problems: {
      missing_transfer: "ट्रांसफ़र नहीं मिला",
      amount_mismatch: "राशि अलग है",
      transfer_without_payout: "बिना पेआउट का ट्रांसफ़र",
      status_mismatch: "स्थिति अलग है",
    },
  },
};

export default opsPayouts;
