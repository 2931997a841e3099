import type { Texts } from "../../catalogue";
import type en from "./en";

const address: Texts<typeof en> = {
  addressForm: {
    title: "पता सेव करें",
    street: "मकान नं., फ़्लैट, गली",
    location: "लोकेशन",
    zipcode: "पिनकोड",
    landmark: "लैंडमार्क (ज़रूरी नहीं)",
    type: "पते का प्रकार",
    types: { Home: "घर", Work: "ऑफ़िस", Other: "अन्य" },
    customType: "इस पते को नाम दें",
    overwriteTitle: "पता बदलें?",
    overwriteQuestion: "आपका एक पता पहले से {{type}} नाम से सेव है। क्या आप उसे बदलना चाहते हैं?",
    overwrite: "बदलें",
    deleteTitle: "लोकेशन हटाएँ",
    deleteQuestion: "क्या आप सच में यह लोकेशन हटाना चाहते हैं?",
    deleteQuestionFor: "क्या आप सच में यह लोकेशन हटाना चाहते हैं? {{label}}",
  },
};

export default address;
