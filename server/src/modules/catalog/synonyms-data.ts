// The search dictionary: grocery and household words as India types them. One line per thing:
// English forms | Hinglish spellings | Devanagari forms (comma separated; a form may be a few
// words). A line starting with "!" names something the demo catalogue does not stock (the test
// in synonyms.test.ts checks that every other line finds a product in the demo world).
// Brand names people use for the thing ("surf" for detergent, "vim" for dishwash) are Hinglish
// spellings of the thing's line; a brand's own line lists how its name is misspelt.
// Every form of a line finds what any Latin form of the line finds (synonyms.ts, search-policy.ts).
// Everyday phrases are forms too ("chai patti", "hari mirch ka achar", "bartan dhone ka sabun"):
// a phrase typed is matched as a whole, never word by word.
import { BRAND_LINES } from "./synonyms-brands";
import { DISH_LINES } from "./synonyms-dishes";
import { GOODS_LINES } from "./synonyms-goods";

/** Every line, by category: goods, brands, then dishes and the rest. */
export const SYNONYM_LINES = [GOODS_LINES, BRAND_LINES, DISH_LINES].join("");
