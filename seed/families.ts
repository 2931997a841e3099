// Product families of the demo catalogue: what a product is (a loaf of bread, a milk pouch, a ghee
// jar...), which decides the facts printed on its pack (shelf life, food type) and the picture the
// seed draws for it (a container and an emblem, filled with the brand's colour).

export type FoodType = "Vegetarian" | "Non-Vegetarian" | "Not food";

/** The drawn container of a family: its outline (see CONTAINERS in images.ts). */
export type Container =
  | "pouch"
  | "bottle"
  | "jar"
  | "box"
  | "sack"
  | "tub"
  | "tube"
  | "tin"
  | "bar"
  | "tray"
  | "loaf"
  | "carton"
  | "chips"
  | "basket"
  | "strip"
  | "spray"
  | "roll"
  | "can"
  | "cake"
  | "bun"
  | "sweetbox"
  | "bunch"
  | "brush";

/** The emblem drawn on the container's label (see EMBLEMS in images.ts). */
export type Emblem =
  | "none"
  | "drop"
  | "leaf"
  | "wheat"
  | "grain"
  | "flame"
  | "star"
  | "heart"
  | "cross"
  | "bubbles"
  | "sun"
  | "flower"
  | "cup"
  | "fruit"
  | "bowl"
  | "chilli"
  | "nut"
  | "moon"
  | "sparkle"
  | "cow"
  | "spoon"
  | "wave"
  | "baby";

export type Family = {
  id: string;
  /** What the picture shows, for its alt text: "a milk pouch". */
  picture: string;
  container: Container;
  emblem: Emblem;
  shelfLife: string;
  food: FoodType;
};

const f = (
  id: string,
  picture: string,
  container: Container,
  emblem: Emblem,
  shelfLife: string,
  food: FoodType = "Vegetarian",
): Family => ({ id, picture, container, emblem, shelfLife, food });

/** Every family; no two share a container and emblem, so no two share a picture. */
export const FAMILIES: Family[] = [
  // fresh produce
  f("greens", "a bunch of fresh greens", "bunch", "leaf", "2 to 3 days"),
  f("vegetables", "a basket of fresh vegetables", "basket", "leaf", "3 to 5 days"),
  f("fruit", "a basket of fresh fruit", "basket", "fruit", "4 to 7 days"),
  f("cut-fruit", "a tub of cut fruit or sprouts", "tub", "fruit", "1 day"),
  // dairy
  f("milk", "a milk pouch", "pouch", "cow", "2 days"),
  f("curd", "a cup of curd", "tub", "cow", "7 days"),
  f("dairy-drink", "a carton of dairy drink", "carton", "cow", "3 months"),
  f("paneer", "a block of paneer", "box", "cow", "10 days"),
  f("butter", "a pack of butter", "bar", "cow", "6 months"),
  f("ghee", "a jar of ghee", "jar", "cow", "12 months"),
  f("cheese", "a pack of cheese", "box", "star", "6 months"),
  f("cream", "a tub of fresh cream or khoa", "tub", "drop", "7 days"),
  f("eggs", "a tray of eggs", "tray", "none", "21 days", "Non-Vegetarian"),
  // bakery
  f("bread", "a loaf of bread", "loaf", "wheat", "4 days"),
  f("buns", "a pack of buns", "bun", "wheat", "3 days"),
  f("fresh-cake", "a cake", "cake", "heart", "4 days"),
  f("pastry", "a pastry", "cake", "star", "2 days"),
  f("packed-cake", "a packed cake", "bar", "heart", "3 months"),
  f("rusk", "a pack of rusk", "box", "wheat", "3 months"),
  f("bakery-biscuits", "a box of bakery biscuits", "sweetbox", "wheat", "1 month"),
  f("puffs", "a box of puffs and savouries", "sweetbox", "flame", "2 days"),
  // staples
  f("flour", "a bag of flour", "sack", "wheat", "3 months"),
  f("rice", "a bag of rice", "sack", "grain", "12 months"),
  f("dal", "a pouch of dal", "pouch", "grain", "9 months"),
  f("oil", "a can of cooking oil", "can", "drop", "9 months"),
  f("masala", "a box of masala", "box", "chilli", "12 months"),
  f("whole-spices", "a pouch of whole spices", "pouch", "chilli", "12 months"),
  f("salt-sugar", "a packet of salt or sugar", "pouch", "sparkle", "24 months"),
  f("dry-fruits", "a pouch of dry fruits or seeds", "pouch", "nut", "6 months"),
  // snacks and drinks
  f("biscuits", "a packet of biscuits", "bar", "wheat", "6 months"),
  f("chocolate", "a chocolate bar", "bar", "star", "9 months"),
  f("mithai", "a box of mithai", "sweetbox", "heart", "10 days"),
  f("packed-sweets", "a tin of sweets", "tin", "heart", "6 months"),
  f("namkeen", "a pouch of namkeen", "pouch", "flame", "4 months"),
  f("chips", "a packet of chips", "chips", "flame", "4 months"),
  f("tea", "a pack of tea", "box", "leaf", "12 months"),
  f("coffee", "a jar of coffee", "jar", "cup", "12 months"),
  f("juice", "a carton of juice", "carton", "fruit", "6 months"),
  f("soft-drink", "a bottle of soft drink", "bottle", "star", "6 months"),
  f("health-drink", "a jar of health drink", "jar", "sun", "12 months"),
  // packaged food
  f("noodles", "a pack of noodles", "chips", "bowl", "9 months"),
  f("pasta", "a pack of pasta", "box", "bowl", "12 months"),
  f("instant-mix", "a box of instant mix", "box", "spoon", "6 months"),
  f("cereal", "a box of cereal", "box", "sun", "9 months"),
  f("sauce", "a bottle of sauce", "bottle", "chilli", "12 months"),
  f("honey", "a jar of honey", "jar", "flower", "24 months"),
  f("spread", "a jar of jam or spread", "jar", "fruit", "12 months"),
  f("pickle", "a jar of pickle", "jar", "chilli", "12 months"),
  f("papad", "a pack of papad", "pouch", "sun", "6 months"),
  f("ready-meal", "a ready-to-eat pouch", "pouch", "bowl", "12 months"),
  f("soup", "a packet of soup", "box", "cup", "12 months"),
  // personal care and health
  f("soap", "a bar of soap", "bar", "bubbles", "36 months", "Not food"),
  f("body-wash", "a bottle of body wash or shampoo", "bottle", "bubbles", "36 months", "Not food"),
  f("hair-oil", "a bottle of hair oil", "bottle", "drop", "24 months", "Not food"),
  f("skin-care", "a tube of skin care", "tube", "flower", "36 months", "Not food"),
  f("toothpaste", "a tube of toothpaste", "tube", "sparkle", "36 months", "Not food"),
  f("toothbrush", "a toothbrush", "brush", "sparkle", "Not applicable", "Not food"),
  f("antiseptic", "a bottle of antiseptic", "bottle", "cross", "36 months", "Not food"),
  f("first-aid", "a first aid pack", "box", "cross", "60 months", "Not food"),
  f("balm", "a jar of balm", "tin", "cross", "36 months", "Not food"),
  f("chyawanprash", "a jar of chyawanprash", "jar", "leaf", "24 months"),
  f("hygiene-pads", "a pack of pads or diapers", "chips", "heart", "36 months", "Not food"),
  f("tablets", "a strip of tablets", "strip", "cross", "24 months", "Not food"),
  f("sachets", "a box of sachets", "box", "bubbles", "24 months", "Not food"),
  f("spray", "a spray can", "spray", "cross", "36 months", "Not food"),
  f("sanitizer", "a bottle of hand sanitizer", "bottle", "sparkle", "36 months", "Not food"),
  f("baby-care", "a baby care bottle", "bottle", "baby", "36 months", "Not food"),
  f("baby-powder", "a tin of baby powder or a baby soap", "tin", "baby", "36 months", "Not food"),
  // household
  f("detergent", "a bag of detergent powder", "sack", "bubbles", "24 months", "Not food"),
  f("liquid-detergent", "a can of liquid detergent", "can", "bubbles", "24 months", "Not food"),
  f("dishwash-bar", "a dishwash bar", "tub", "bubbles", "24 months", "Not food"),
  f("cleaner", "a bottle of cleaner", "bottle", "wave", "24 months", "Not food"),
  f("repellent", "a repellent refill", "bottle", "moon", "36 months", "Not food"),
  f("agarbatti", "a box of agarbatti", "box", "flower", "24 months", "Not food"),
  f("kitchen-roll", "a roll of kitchen supplies", "roll", "wave", "Not applicable", "Not food"),
];

const BY_ID = new Map(FAMILIES.map((x) => [x.id, x]));

/**
 * Which family a product is in: the first rule whose leaf category (by name) and base-name pattern
 * both match; a rule may give its own shelf life where the family's would not fit.
 */
type Rule = { family: string; leaves?: string[]; name?: RegExp; shelfLife?: string; food?: FoodType };

const RULES: Rule[] = [
  // by name first: a few leaves hold several kinds of thing
  {
    family: "greens",
    name: /^(Spinach|Methi Leaves|Coriander|Mint|Curry Leaves)/,
    leaves: ["Leafy & Herbs", "Organic Vegetables"],
  },
  { family: "milk", leaves: ["Milk"] },
  { family: "curd", name: /Dahi/ },
  { family: "dairy-drink", name: /Buttermilk|Lassi|Flavoured Milk|Badam Milk/ },
  { family: "cream", name: /Fresh Cream|Khoa/ },
  { family: "mithai", name: /Milk Peda|Mysore Pak|Kalakand/ },
  { family: "paneer", leaves: ["Paneer"] },
  { family: "ghee", name: /Ghee/ },
  { family: "butter", name: /Butter$/, leaves: ["Butter & Ghee"] },
  { family: "cheese", leaves: ["Cheese"] },
  { family: "eggs", leaves: ["Eggs"] },
  { family: "buns", leaves: ["Breads & Buns", "Bakery Breads"], name: /Bun|Pav/ },
  { family: "bread", leaves: ["Breads & Buns", "Bakery Breads"] },
  { family: "rusk", leaves: ["Cakes & Rusk", "Cookies & Khari"], name: /Rusk/ },
  { family: "packed-cake", leaves: ["Cakes & Rusk"] },
  { family: "pastry", name: /Pastry/ },
  { family: "fresh-cake", leaves: ["Cakes & Pastries"], name: /Cake/ },
  { family: "puffs", leaves: ["Cakes & Pastries"], name: /Dilpasand/ },
  { family: "bakery-biscuits", leaves: ["Cookies & Khari"] },
  { family: "namkeen", leaves: ["Puffs & Savouries"], name: /Kodubale/, shelfLife: "1 month" },
  { family: "puffs", leaves: ["Puffs & Savouries"] },
  // fresh produce
  { family: "greens", leaves: ["Leafy & Herbs"] },
  {
    family: "vegetables",
    leaves: ["Everyday Vegetables", "Gourds, Roots & Greens", "Organic Vegetables"],
    name: /^(Onion|Potato|Sweet Potato|Garlic|Ginger)$/,
    shelfLife: "2 to 3 weeks",
  },
  {
    family: "vegetables",
    leaves: ["Everyday Vegetables", "Exotic Vegetables", "Gourds, Roots & Greens", "Organic Vegetables"],
  },
  { family: "fruit", leaves: ["Seasonal Fruits", "Apples & Citrus", "Organic Fruits"] },
  { family: "cut-fruit", leaves: ["Cut Fruits"] },
  { family: "cut-fruit", leaves: ["Sprouts"], shelfLife: "2 days" },
  // staples
  {
    family: "rice",
    leaves: ["Basmati Rice", "Everyday Rice", "Organic Dals & Rice", "Organic Atta & Millets"],
    name: /Rice|Millet/,
  },
  {
    family: "flour",
    name: /Atta|Flour|Besan|Maida|Sooji/,
    leaves: ["Atta", "Besan, Maida & Rava", "Organic Atta & Millets"],
  },
  { family: "flour", leaves: ["Besan, Maida & Rava"], shelfLife: "6 months" },
  { family: "dal", leaves: ["Poha"], shelfLife: "6 months" },
  { family: "dal", leaves: ["Dals", "Whole Pulses", "Organic Dals & Rice"] },
  { family: "oil", name: /Oil/, leaves: ["Cooking Oil", "Organic Oils & Sweeteners"] },
  { family: "honey", name: /Honey/ },
  { family: "salt-sugar", name: /Jaggery/, shelfLife: "9 months" },
  { family: "salt-sugar", leaves: ["Salt, Sugar & Jaggery"] },
  { family: "masala", leaves: ["Masalas & Spices", "Regional Masalas", "Organic Oils & Sweeteners"] },
  { family: "whole-spices", leaves: ["Whole Spices"] },
  { family: "dry-fruits", leaves: ["Dry Fruits", "Seeds & Makhana"] },
  // snacks and drinks
  { family: "biscuits", leaves: ["Biscuits & Cookies"] },
  { family: "chocolate", leaves: ["Chocolates"] },
  { family: "packed-sweets", leaves: ["Indian Sweets"] },
  { family: "mithai", leaves: ["Fresh Mithai"], name: /Patisa/, shelfLife: "1 month" },
  { family: "mithai", leaves: ["Fresh Mithai"] },
  { family: "chips", leaves: ["Chips & Crisps"] },
  { family: "namkeen", leaves: ["Namkeen"] },
  { family: "tea", leaves: ["Tea"] },
  { family: "coffee", leaves: ["Coffee"] },
  { family: "soft-drink", name: /Soft Drink/ },
  { family: "juice", leaves: ["Juices & Soft Drinks"] },
  { family: "health-drink", leaves: ["Health Drinks"] },
  { family: "health-drink", name: /Glucose/ },
  // packaged food
  { family: "noodles", leaves: ["Instant Noodles"] },
  { family: "pasta", leaves: ["Pasta"] },
  { family: "instant-mix", leaves: ["Instant Mixes"] },
  { family: "cereal", leaves: ["Cereals & Oats"] },
  { family: "sauce", leaves: ["Ketchup & Sauces"] },
  { family: "spread", name: /\bJam\b|Peanut Butter/ },
  { family: "papad", name: /Papad/ },
  { family: "pickle", leaves: ["Pickles", "Regional Pickles"] },
  { family: "ready-meal", leaves: ["Curries"] },
  { family: "soup", leaves: ["Soups"] },
  // personal care and health
  { family: "baby-powder", name: /Baby (Powder|Soap)/ },
  { family: "baby-care", leaves: ["Baby Care"] },
  { family: "soap", leaves: ["Soaps"] },
  { family: "body-wash", leaves: ["Body Wash", "Shampoo"] },
  { family: "hair-oil", leaves: ["Hair Oil"] },
  { family: "skin-care", leaves: ["Face Wash & Creams"] },
  { family: "toothbrush", name: /Toothbrush/ },
  { family: "toothpaste", leaves: ["Oral Care"] },
  { family: "antiseptic", name: /Antiseptic/ },
  { family: "balm", name: /Vaporub|Balm/ },
  { family: "first-aid", leaves: ["First Aid"] },
  { family: "chyawanprash", leaves: ["Ayurveda"] },
  { family: "hygiene-pads", leaves: ["Baby & Feminine Care"] },
  { family: "sachets", name: /Fruit Salt|ORS/ },
  { family: "spray", name: /Spray/ },
  { family: "tablets", leaves: ["Medicines & Remedies"] },
  { family: "sanitizer", name: /Sanitizer/ },
  { family: "first-aid", leaves: ["Hygiene & Devices"], shelfLife: "Not applicable" },
  // household
  { family: "detergent", leaves: ["Detergent Powder"] },
  { family: "liquid-detergent", leaves: ["Liquid Detergent"] },
  { family: "dishwash-bar", name: /Dishwash Bar/ },
  { family: "cleaner", leaves: ["Dishwash", "Floor & Toilet Cleaners"] },
  { family: "repellent", name: /Vaporiser/ },
  { family: "agarbatti", name: /Agarbatti/ },
  { family: "kitchen-roll", leaves: ["Kitchen Supplies"] },
];

export type ProductFacts = { family: Family; shelfLife: string; food: FoodType };

/** A product's family and the facts on its pack, from its leaf category and its base name. */
export function productFacts(leaf: string, base: string): ProductFacts {
  const rule = RULES.find((r) => (!r.leaves || r.leaves.includes(leaf)) && (!r.name || r.name.test(base)));
  if (!rule) throw new Error(`No product family for "${base}" in ${leaf}`);
  const family = BY_ID.get(rule.family);
  if (!family) throw new Error(`Unknown product family ${rule.family}`);
  return { family, shelfLife: rule.shelfLife ?? family.shelfLife, food: rule.food ?? family.food };
}

export const familyById = (id: string): Family => {
  const family = BY_ID.get(id);
  if (!family) throw new Error(`Unknown product family ${id}`);
  return family;
};
