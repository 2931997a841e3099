import type { Texts } from "../../catalogue";
import type en from "./en";

const merchantPayouts: Texts<typeof en> = {
  merchantPayouts: {
    title: "बैंक खाता और भुगतान",
    shop: "दुकान",
    loading: "लोड हो रहा है…",
    loadFailed: "यह पेज लोड नहीं हो सका। कृपया फिर से कोशिश करें।",
    retry: "फिर से कोशिश करें",
    current: "भुगतान यहाँ जाता है",
    none: "अभी कोई बैंक खाता नहीं: भुगतान पाने के लिए एक जोड़ें।",
    accountLine: "{{bank}} · खाता जिसके आख़िरी अंक {{last4}} · IFSC {{ifsc}}",
    holder: "खाताधारक: {{name}}",
    verifiedName: "बैंक में यह नाम है: {{name}}।",
    status: {
      pending: "बैंक की पुष्टि का इंतज़ार",
      verified: "बैंक ने पुष्टि की",
      failed: "बैंक पुष्टि नहीं कर सका",
    },
    activeFrom: "{{date}} से भुगतान लेगा।",
    active: "अब भुगतान लेता है।",
    heldUntil: "बैंक खाता बदलने के कारण भुगतान {{date}} तक रुके हैं।",
    unsettled: "अभी भुगतान बाकी: {{amount}}",
    lastPayouts: "पिछले भुगतान",
    noPayouts: "अभी कोई भुगतान नहीं।",
    payoutStatus: {
      created: "भेजा जा रहा है",
      on_hold: "भेजा जा रहा है",
      processed: "भुगतान हो गया",
      reversed: "वापस लिया गया",
      failed: "विफल",
    },
    formTitleAdd: "बैंक खाता जोड़ें",
    formTitleChange: "बैंक खाता बदलें",
    changeWarning: "बदलने पर आपके भुगतान 14 दिन रुकेंगे, और नया खाता जोड़ने के 3 दिन बाद से भुगतान लेगा।",
    holderName: "खाताधारक का नाम",
    accountNumber: "खाता नंबर",
    accountNumberConfirm: "खाता नंबर फिर से",
    ifsc: "IFSC",
    bankOf: "बैंक: {{bank}}",
    save: "जाँचें और सहेजें",
    saving: "बैंक से जाँच हो रही है…",
    saved: "सहेजा गया। बैंक ने खाते की पुष्टि की।",
  },
};

export default merchantPayouts;
