import type { Texts } from "../../catalogue";
import type en from "./en";

const opsCore: Texts<typeof en> = {
  opsCore: {
    appName: "Galli ऑपरेशंस",
    skipToContent: "मुख्य सामग्री पर जाएँ",
    loading: "लोड हो रहा है…",
    sessionEnded: "आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।",
    notFound: "यह पेज मौजूद नहीं है।",
    roles: { admin: "एडमिन", reviewer: "कैटलॉग समीक्षक", support: "सपोर्ट" },
    forbidden: {
      title: "अनुमति नहीं है",
      body: "आपकी भूमिका से यह पेज नहीं खुलता। ज़रूरत हो तो किसी एडमिन से पूछें।",
      home: "कंसोल पर वापस जाएँ",
    },
    signIn: {
      title: "Galli ऑपरेशंस में साइन इन करें",
      lead: "Galli के अपने स्टाफ़ के लिए। दुकानें /merchant पर और ग्राहक Galli ऐप पर साइन इन करते हैं।",
      mobile: "मोबाइल नंबर",
      password: "पासवर्ड",
      submit: "साइन इन करें",
      mobileInvalid: "10 अंकों का मोबाइल नंबर डालें।",
      passwordMissing: "अपना पासवर्ड डालें।",
    },
    header: { signedInAs: "{{name}} ({{role}}) के रूप में साइन इन", signOut: "साइन आउट" },
    nav: {
      label: "ऑपरेशंस कंसोल",
      home: "होम",
      audit: "ऑडिट लॉग",
      enquiries: "पूछताछ",
      shops: "प्रतीक्षारत दुकानें",
    },
    home: {
      title: "नमस्ते, {{name}}",
      lead: "मेन्यू से कोई काम चुनें। आपको वही पेज दिखते हैं जो आपकी भूमिका से खुलते हैं।",
    },
    audit: {
      title: "ऑडिट लॉग",
      lead: "ऑपरेशंस कंसोल में हुआ हर काम, सबसे नया पहले।",
      empty: "अभी तक कुछ नहीं हुआ है।",
      action: "काम",
      entity: "किस पर",
      any: "कोई भी",
      filter: "फ़िल्टर करें",
      who: "किसने",
      details: "पहले और बाद में",
      before: "पहले",
      after: "बाद में",
      more: "पुराने दिखाएँ",
    },
  },
};

export default opsCore;
