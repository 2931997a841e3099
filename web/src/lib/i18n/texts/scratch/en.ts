// The scratch card of the rewards modal (which loads on demand): its cover and what it reveals.
import { REWARD_MESSAGES } from "@contract/ads-constants";

const scratch = {
  scratch: {
    card: "Scratch card",
    cover: "Scratch here",
    reveal: "Reveal my reward",
    won: REWARD_MESSAGES.won("{{rupees}}"),
    addedTo: "Added to your {{wallet}}",
    code: "Code",
    cashback: "{{value}} Cashback",
    discount: "{{value}} Discount",
  },
};

export default scratch;
