import type { Texts } from "../../catalogue";
import type en from "./en";

const opsReview: Texts<typeof en> = {
  opsReview: {
    title: "समीक्षा कतार",
    loading: "लोड हो रहा है…",
    loadFailed: "यह पेज लोड नहीं हो सका। कृपया फिर से कोशिश करें।",
    retry: "फिर से कोशिश करें",
    filter: "दिखाएँ",
    statuses: {
      review: "समीक्षा का इंतज़ार",
      changes: "बदलाव माँगे गए",
      rejected: "अस्वीकार",
      approved: "मंज़ूर",
      applied: "बिना समीक्षा के सेव हुआ",
    },
    kinds: { create: "नया प्रोडक्ट", edit: "बदलाव" },
    count_one: "{{count}} बदलाव",
    count_other: "{{count}} बदलाव",
    none: "यहाँ कुछ नहीं है।",
    submitted: "{{shop}} · {{author}} ने भेजा · {{date}}",
    previous: "पिछला पेज",
    next: "अगला पेज",
    page: "पेज {{page}} / {{pages}}",
    back: "समीक्षा कतार",
    detail: {
      diff: "क्या बदलेगा",
      field: "फ़ील्ड",
      before: "अभी",
      after: "प्रस्तावित",
      empty: "(खाली)",
      images: "तस्वीरें",
      noImages: "कोई तस्वीर नहीं।",
      imageAlt: "{{name}} की तस्वीर {{n}}",
      live: "लाइव वर्शन",
      decision: "फ़ैसला",
      note: "मर्चेंट के लिए टिप्पणी",
      noteHint: "बदलाव माँगने या अस्वीकार करने पर ज़रूरी।",
      noteRequired: "मर्चेंट के लिए टिप्पणी लिखें।",
      approve: "मंज़ूर करें",
      changes: "बदलाव माँगें",
      reject: "अस्वीकार करें",
      decided: "फ़ैसला: {{status}}।",
      notWaiting: "यह बदलाव अब समीक्षा के इंतज़ार में नहीं है।",
    },
  },
};

export default opsReview;
