// The demo world's fixed logins and keys (the README lists them; tests and e2e journeys use them).
export const DEMO_CUSTOMER = {
  mobile: "9876543210",
  password: "Galli@123",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
} as const;

export const SECOND_CUSTOMER = {
  mobile: "9123456780",
  password: "Galli@123",
  firstName: "Rahul",
  lastName: "Mehta",
} as const;

/** The demo merchant's inventory API token (stored only as its SHA-256). */
export const DEMO_MERCHANT_AUTHKEY = "galli_demo_authkey_3f9a1c7e5b2d4068";
/** The first store of the demo merchant's first shop. */
export const DEMO_STORE_KEY = "GALLI-STORE-0001";
/** The open private shop near Koramangala, reachable at /sharma-kirana-koramangala. */
export const DEMO_PRIVATE_SHOP = "sharma-kirana-koramangala";
/** The closed private shop near Koramangala. */
export const DEMO_CLOSED_PRIVATE_SHOP = "nair-provisions-hsr";
/** Where the demo customer lives. */
export const DEMO_POINT = { lat: 12.9352, lng: 77.6245 } as const;

/** The demo merchant's Super Admin in the merchant console (/merchant). */
export const DEMO_MERCHANT_ADMIN = {
  id: "staff_demo_admin",
  merchantId: "merchant_demo",
  name: "Sunita Sharma",
  mobile: "9800000001",
  password: "Galli@123",
} as const;

/** The demo shop's delivery member (built-in Delivery role): the trips screen in the console. */
export const DEMO_DELIVERY_MEMBER = {
  id: "staff_demo_delivery",
  merchantId: "merchant_demo",
  name: "Ravi Kumar",
  mobile: "9800000002",
  password: "Galli@123",
} as const;

/** Galli's own operations staff at /ops, one of each role (every password Galli@123). */
export const DEMO_OPS_STAFF = [
  { id: "ops_demo_admin", name: "Meera Iyer", mobile: "9700000001", role: "admin", password: "Galli@123" },
  { id: "ops_demo_reviewer", name: "Kabir Khan", mobile: "9700000002", role: "reviewer", password: "Galli@123" },
  { id: "ops_demo_support", name: "Lata Joshi", mobile: "9700000003", role: "support", password: "Galli@123" },
] as const;
/** The demo admin of the operations console. */
export const DEMO_OPS_ADMIN = DEMO_OPS_STAFF[0];
