import type { Texts } from "../../catalogue";
import type en from "./en";

const partnerSlides: Texts<typeof en> = {
  partnerSlides: {
    label: "Galli पर क्यों बेचें",
    slide: "{{total}} में से {{index}}: {{title}}",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    previousButton: "‹ पिछली",
    nextButton: "अगली ›",
    slides: {
      online: {
        title: "आपकी दुकान, एक दिन में ऑनलाइन",
        text: "मर्चेंट ऐप में अपने प्रोडक्ट और कीमतें डालें; आस-पास के ग्राहक आपको Galli पर ढूँढ लेंगे।",
        picture: "मोहल्ले की एक दुकान, जिसका अपना ऑनलाइन स्टोर है",
      },
      neighbourhood: {
        title: "आपके मोहल्ले से ऑर्डर",
        text: "आपके डिलीवरी दायरे के ग्राहक आपसे ऑर्डर करते हैं; खुद डिलीवर करें या उन्हें पिकअप करने दें।",
        picture: "आपके मोहल्ले के ग्राहकों से आते ऑर्डर",
      },
      paid: {
        title: "पैसा सीधे आपके बैंक में",
        text: "ऑनलाइन पेमेंट आपके बैंक खाते में आते हैं; कैश ऑन डिलीवरी का पैसा आपके पास रहता है।",
        picture: "आपके ऑर्डर का पेमेंट आपके बैंक खाते में",
      },
    },
    enrolment: "जुड़ने की प्रक्रिया: {{steps}}",
    steps: {
      enquiry: "अपनी पूछताछ भेजें",
      call: "हमारी पार्टनर टीम आपको कॉल करेगी",
      setUp: "मर्चेंट ऐप में अपनी दुकान सेट करें",
      live: "लाइव हों और ऑर्डर लें",
    },
  },
};

export default partnerSlides;
