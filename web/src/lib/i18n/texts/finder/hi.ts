import type { Texts } from "../../catalogue";
import type en from "./en";

const finder: Texts<typeof en> = {
  finder: {
    title: "आस-पास की दुकानों में खोजें",
    resultsFor: "“{{text}}” के नतीजे",
    searching: "आपके आस-पास की दुकानों में खोज रहे हैं…",
    failed: "खोज नहीं हो पाई। कृपया फिर से कोशिश करें।",
    summary_one: "{{km}} km के अंदर {{shops}} दुकानों में {{count}} प्रोडक्ट",
    summary_other: "{{km}} km के अंदर {{shops}} दुकानों में {{count}} प्रोडक्ट",
    corrected: "({{words}} के नतीजे दिखा रहे हैं)",
    nothing: "आस-पास की कोई दुकान “{{text}}” से मिलता-जुलता कुछ नहीं बेचती।",
    listLabel: "आस-पास की दुकानों के प्रोडक्ट",
  },
};

export default finder;
