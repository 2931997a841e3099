import type { Texts } from "../../catalogue";
import type en from "./en";

const cartDialogs: Texts<typeof en> = {
  cartDialogs: {
    customize: {
      title: "ऑर्डर कस्टमाइज़ करें",
      description: "सबसे सस्ती दुकानों से अपने-आप खरीदें, या पूरे ऑर्डर के लिए एक दुकान चुनें।",
      select: "चुनें",
      loading: "दुकानें लोड हो रही हैं…",
      failed: "दुकानें लोड नहीं हो पाईं। कृपया फिर से कोशिश करें।",
      legend: "आपके ऑर्डर के लिए दुकान",
      auto: "कोई नहीं: सभी दुकानों में सबसे अच्छी कीमत",
      rating: "रेटिंग {{rating}}",
      total: "कुल {{amount}}",
      cannotSupply: "आपके कार्ट का हर आइटम नहीं दे सकती",
      products: "प्रोडक्ट और कीमतें",
      product: "प्रोडक्ट",
      qty: "मात्रा",
      price: "कीमत",
      suppliedOf: "{{qty}} में से {{supplied}}",
    },
    basket: {
      title: "कहीं और सस्ता?",
      description: "आपकी डिलीवरी लोकेशन के पास की दुकानों पर आपके कार्ट की कीमत, पूरे और सबसे सस्ते कार्ट पहले।",
      noLocation: "दुकानों की तुलना के लिए होम पेज पर डिलीवरी लोकेशन चुनें।",
      none: "आपके पास की कोई और खुली दुकान ये आइटम नहीं बेचती।",
      confirm: "अपना कार्ट {{shop}} पर ले जाएँ? आपका कार्ट खाली होकर {{shop}} के उन्हीं आइटम से भर जाएगा।",
      lacks: "इनकी कमी: {{items}}",
      onlySome: "{{name}} ({{qty}} में से सिर्फ़ {{available}})",
      save: "{{amount}} की बचत",
      more: "{{amount}} ज़्यादा",
      yourCart: "आपका कार्ट",
      move: "कार्ट यहाँ ले जाएँ",
      moved: "अब आपके कार्ट में {{shop}} के आइटम हैं।",
      notAvailable: "वहाँ अभी उपलब्ध नहीं:",
      notMoved: "जो नहीं गए",
      someOf: "{{name}} ({{qty}} में से {{available}})",
      goTo: "{{shop}} पर जाएँ",
      confirmLabel: "अपना कार्ट ले जाएँ?",
      clearAndMove: "खाली करके ले जाएँ",
      comparing: "दुकानों की तुलना हो रही है…",
      moving: "आपका कार्ट ले जा रहे हैं…",
      table: "दुकानें और कुल कीमत",
      shop: "दुकान",
      total: "कुल",
      action: "कार्रवाई",
    },
  },
};

export default cartDialogs;
