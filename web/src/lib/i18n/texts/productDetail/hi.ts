import type { Texts } from "../../catalogue";
import type en from "./en";

const productDetail: Texts<typeof en> = {
  productDetail: {
    image: "{{name}}, {{total}} में से फ़ोटो {{index}}",
    noImage: "कोई फ़ोटो नहीं",
    previousImage: "पिछली फ़ोटो",
    nextImage: "अगली फ़ोटो",
    zoom: "फ़ोटो बड़ी करें",
    report: "प्रोडक्ट की शिकायत करें",
    viewer: "फ़ोटो व्यूअर",
    stars: "5 में से {{rating}} स्टार",
    noReviews: "अभी कोई रिव्यू नहीं!",
    loadingReviews: "रिव्यू लोड हो रहे हैं…",
    moreReviews: "और रिव्यू",
    reportTitle: "प्रोडक्ट की शिकायत करें",
    submit: "भेजें",
    loadingReasons: "कारण लोड हो रहे हैं…",
    reason: "कारण",
    chooseReason: "कृपया कोई कारण चुनें।",
    message: "और कुछ कहना है? (ज़रूरी नहीं)",
  },
};

export default productDetail;
