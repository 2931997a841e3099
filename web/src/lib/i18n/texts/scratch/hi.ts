import { REWARD_MESSAGES_HI } from "@contract/messages-hi";
import type { Texts } from "../../catalogue";
import type en from "./en";

const scratch: Texts<typeof en> = {
  scratch: {
    card: "स्क्रैच कार्ड",
    cover: "यहाँ स्क्रैच करें",
    reveal: "मेरा रिवॉर्ड दिखाएँ",
    won: REWARD_MESSAGES_HI.won("{{rupees}}"),
    addedTo: "आपके {{wallet}} में जोड़ दिया गया",
    code: "कोड",
    cashback: "{{value}} कैशबैक",
    discount: "{{value}} छूट",
  },
};

export default scratch;
