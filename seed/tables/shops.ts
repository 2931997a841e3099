// The demo shops: [name, kind, group, locality, private uniqueId, stores]. The first twelve sit
// around Koramangala, their stores at fixed [km, bearing] offsets from the demo point so the
// nearby lists are predictable; the rest are jittered around their locality.
export type ShopGroup = "public" | "private" | "branded" | "global";
export type ShopSpec = {
  name: string;
  kind: string;
  group: ShopGroup;
  locality: string;
  uniqueId?: string;
  closed?: boolean;
  /** What the shop sells when it is not what its kind sells (a key of RANGES: a spice trader...). */
  range?: string;
  /** Number of stores, or their fixed [km, bearing] offsets from the demo point. */
  stores: number | [number, number][];
  /** Delivery by the shop is free from this item total, in paise (store settings). */
  freeDeliveryFrom?: number;
};

export const SHOP_SPECS: ShopSpec[] = [
  // ---- around Koramangala (demo merchant owns the first ten) ----
  {
    name: "Koramangala Fresh Mart",
    kind: "Grocery",
    group: "public",
    locality: "koramangala",
    freeDeliveryFrom: 19900,
    stores: [
      [0.6, 40],
      [2.2, 200],
    ],
  },
  {
    name: "Green Basket Fruits & Vegetables",
    kind: "Fruits & Vegetables",
    group: "public",
    locality: "koramangala",
    stores: [[1.1, 300]],
  },
  {
    name: "Indiranagar Daily Needs",
    kind: "Grocery",
    group: "public",
    locality: "indiranagar",
    stores: [
      [3.6, 15],
      [4.4, 5],
    ],
  },
  { name: "HSR Organic Store", kind: "Organic", group: "public", locality: "hsr-layout", stores: [[3.1, 140]] },
  {
    name: "Sharma Kirana Store",
    kind: "Grocery",
    group: "private",
    locality: "koramangala",
    uniqueId: "sharma-kirana-koramangala",
    stores: [
      [0.9, 110],
      [2.8, 250],
    ],
  },
  {
    name: "Lakshmi Provision Stores",
    kind: "Grocery",
    group: "private",
    locality: "indiranagar",
    uniqueId: "lakshmi-provisions-indiranagar",
    stores: [[4.1, 20]],
  },
  {
    name: "Nair Provisions",
    kind: "Grocery",
    group: "private",
    locality: "hsr-layout",
    uniqueId: "nair-provisions-hsr",
    closed: true,
    stores: [[2.9, 130]],
  },
  {
    name: "Iyengar's Bakery",
    kind: "Bakery",
    group: "private",
    locality: "koramangala",
    uniqueId: "iyengars-bakery-koramangala",
    stores: [[1.6, 330]],
  },
  {
    name: "More Supermarket",
    kind: "Supermarket",
    group: "branded",
    locality: "koramangala",
    stores: [
      [1.3, 70],
      [3.4, 160],
      [7.5, 20],
    ],
  },
  {
    name: "Reliance Smart",
    kind: "Supermarket",
    group: "branded",
    locality: "hsr-layout",
    stores: [
      [2.5, 150],
      [4.6, 230],
    ],
  },
  {
    name: "Spencer's",
    kind: "Supermarket",
    group: "branded",
    locality: "indiranagar",
    stores: [
      [3.9, 25],
      [1.9, 350],
    ],
  },
  {
    name: "Apollo Pharmacy",
    kind: "Pharmacy",
    group: "branded",
    locality: "koramangala",
    stores: [
      [0.8, 260],
      [2.6, 100],
    ],
  },
  // ---- rest of Bengaluru ----
  { name: "Nandini Milk Parlour", kind: "Dairy", group: "public", locality: "btm-layout", stores: 1 },
  { name: "Jayanagar Fruits Corner", kind: "Fruits & Vegetables", group: "public", locality: "jayanagar", stores: 1 },
  { name: "MedPlus", kind: "Pharmacy", group: "branded", locality: "jayanagar", stores: 2 },
  { name: "Whitefield Super Bazaar", kind: "Grocery", group: "public", locality: "whitefield", stores: 2 },
  {
    name: "FreshKo Organic",
    kind: "Organic",
    group: "private",
    locality: "whitefield",
    uniqueId: "freshko-organic-whitefield",
    stores: 1,
  },
  { name: "Nilgiris", kind: "Supermarket", group: "branded", locality: "btm-layout", stores: 2 },
  // ---- Mumbai ----
  { name: "Andheri Kirana Bhandar", kind: "Grocery", group: "public", locality: "andheri-west", stores: 2 },
  { name: "Bandra Bakehouse", kind: "Bakery", group: "public", locality: "bandra-west", stores: 1 },
  {
    name: "Patel Provision Store",
    kind: "Grocery",
    group: "private",
    locality: "powai",
    uniqueId: "patel-provisions-powai",
    stores: 1,
  },
  { name: "DMart Ready", kind: "Supermarket", group: "branded", locality: "powai", stores: 2 },
  {
    name: "Mumbai Masala Company",
    kind: "Grocery",
    group: "global",
    locality: "andheri-west",
    range: "Spices",
    stores: 1,
  },
  { name: "Konkan Organic Farms", kind: "Organic", group: "global", locality: "bandra-west", stores: 1 },
  // ---- Delhi ----
  { name: "CP Fresh Mart", kind: "Grocery", group: "public", locality: "connaught-place", stores: 2 },
  { name: "Lajpat Fruit Bazaar", kind: "Fruits & Vegetables", group: "public", locality: "lajpat-nagar", stores: 1 },
  {
    name: "Gupta General Store",
    kind: "Grocery",
    group: "private",
    locality: "karol-bagh",
    uniqueId: "gupta-general-store-karol-bagh",
    stores: 1,
  },
  { name: "Big Bazaar", kind: "Supermarket", group: "branded", locality: "lajpat-nagar", stores: 2 },
  {
    name: "Karol Bagh Mithai & Namkeen",
    kind: "Bakery",
    group: "global",
    locality: "karol-bagh",
    range: "Sweets",
    stores: 1,
  },
  { name: "Delhi Organic Collective", kind: "Organic", group: "global", locality: "connaught-place", stores: 1 },
  // ---- Chennai ----
  { name: "T. Nagar Stores", kind: "Grocery", group: "public", locality: "t-nagar", stores: 2 },
  { name: "Adyar Bakes", kind: "Bakery", group: "public", locality: "adyar", stores: 1 },
  {
    name: "Murugan Provisions",
    kind: "Grocery",
    group: "private",
    locality: "adyar",
    uniqueId: "murugan-provisions-adyar",
    stores: 1,
  },
  { name: "Aavin Milk Point", kind: "Dairy", group: "branded", locality: "t-nagar", stores: 1 },
  {
    name: "Chettinad Spice Traders",
    kind: "Grocery",
    group: "global",
    locality: "t-nagar",
    range: "Spices",
    stores: 1,
  },
  // ---- Hyderabad ----
  { name: "Banjara Fresh", kind: "Fruits & Vegetables", group: "public", locality: "banjara-hills", stores: 1 },
  { name: "Madhapur Daily Mart", kind: "Grocery", group: "public", locality: "madhapur", stores: 2 },
  {
    name: "Reddy Kirana",
    kind: "Grocery",
    group: "private",
    locality: "madhapur",
    uniqueId: "reddy-kirana-madhapur",
    stores: 1,
  },
  { name: "Ratnadeep Supermarket", kind: "Supermarket", group: "branded", locality: "banjara-hills", stores: 2 },
  {
    name: "Hyderabad Pickle House",
    kind: "Grocery",
    group: "global",
    locality: "banjara-hills",
    range: "Pickles",
    stores: 1,
  },
  // ---- Pune ----
  { name: "Kothrud Kirana", kind: "Grocery", group: "public", locality: "kothrud", stores: 2 },
  { name: "Viman Nagar Bakery", kind: "Bakery", group: "public", locality: "viman-nagar", stores: 1 },
  {
    name: "Joshi Provision Stores",
    kind: "Grocery",
    group: "private",
    locality: "kothrud",
    uniqueId: "joshi-provisions-kothrud",
    stores: 1,
  },
  { name: "Star Bazaar", kind: "Supermarket", group: "branded", locality: "viman-nagar", stores: 2 },
  { name: "Pune Organic Farms", kind: "Organic", group: "global", locality: "kothrud", stores: 1 },
  { name: "Wellness Forever", kind: "Pharmacy", group: "branded", locality: "kothrud", stores: 1 },
];

/** Merchants: the demo merchant owns the first ten shops; the others own shops by city. */
export const MERCHANTS = [
  { id: "merchant_demo", name: "Galli Demo Merchant", email: "merchant@example.in" },
  { id: "merchant_002", name: "Bengaluru Retail Partners", email: "blr.partners@example.in" },
  { id: "merchant_003", name: "Western India Traders", email: "west.traders@example.in" },
  { id: "merchant_004", name: "North India Stores", email: "north.stores@example.in" },
  { id: "merchant_005", name: "Southern Provisions", email: "south.provisions@example.in" },
];

const CITY_MERCHANT: Record<string, string> = {
  Bengaluru: "merchant_002",
  Mumbai: "merchant_003",
  Pune: "merchant_003",
  "New Delhi": "merchant_004",
  Chennai: "merchant_005",
  Hyderabad: "merchant_005",
};

export const merchantFor = (index: number, city: string) => (index < 10 ? "merchant_demo" : CITY_MERCHANT[city]);

/** Background colour of a shop icon, by kind. */
export const KIND_COLORS: Record<string, string> = {
  Grocery: "#ef6c00",
  Supermarket: "#1565c0",
  Bakery: "#8d6e63",
  Pharmacy: "#00897b",
  "Fruits & Vegetables": "#2e7d32",
  Dairy: "#0277bd",
  Organic: "#558b2f",
};

/** The storefront image of a kind, shown by the large world's shops (drawn by the demo seed). */
export const kindImageName = (kind: string) =>
  `shops/kind-${kind
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")}.png`;

/** The signboard of a kind's storefront: "Fruits & Vegetables" -> "Fruits & Vegetables Shop". */
export const kindShopName = (kind: string) =>
  ({ Grocery: "Kirana Store", Supermarket: "Supermarket", Pharmacy: "Pharmacy", Bakery: "Bakery", Dairy: "Dairy" })[
    kind
  ] ?? `${kind} Shop`;
