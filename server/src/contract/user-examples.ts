// The user API document's examples: a session as a new front end starts one on the demo world
// (guest token, the demo customer's password login, her Galli Cash balance). openapi/examples.test.ts
// replays them in order on the seeded world; tokens and their expiry differ on every call, so the
// test compares those fields by kind, not value.
/** SHA-256 hex of the demo password "Galli@123", as every password field carries it (a test checks it). */
export const DEMO_PASSWORD_HASH = "76ac2b05c3f05af078b25a4d859e6c7ffbbf982c7ba6a993ff4faa8ed91bfe36";

const TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyX2FzaGEifQ.signature";

export type UserExample = {
  method: "GET" | "POST";
  path: string;
  /** Which token the call carries: none, the guest's from the first example, or the customer's. */
  auth: "none" | "guest" | "customer";
  summary: string;
  request?: unknown;
  response: unknown;
};

export const userExamples: UserExample[] = [
  {
    method: "GET",
    path: "/user/auth/guest",
    auth: "none",
    summary: "A guest session to browse with",
    response: {
      success: true,
      data: {
        token: TOKEN,
        refresh_token: null,
        expiry: 1795461743000,
        guest: true,
        user_name: "Guest",
        new_user: false,
      },
    },
  },
  {
    method: "POST",
    path: "/user/auth/password",
    auth: "guest",
    summary: "The demo customer logs in (password Galli@123, sent as its SHA-256 hex)",
    request: {
      mobile: { dialing_code: "+91", number: "9876543210" },
      password: DEMO_PASSWORD_HASH,
      device_details: { type: 3, token: "web" },
    },
    response: {
      success: true,
      data: {
        token: TOKEN,
        refresh_token: "MBqRbQ-pGwlCcJ9ekoYcTmbfPS8FAidDNPqn6TkBHBI",
        expiry: 1795461745000,
        guest: false,
        user_name: "Asha Verma",
        new_user: false,
        language: "en",
      },
    },
  },
  {
    method: "POST",
    path: "/user/wallet/bfcash",
    auth: "customer",
    summary: "Her Galli Cash balance (rupees)",
    request: {},
    response: { success: true, data: { balance: 2930.71 } },
  },
];
