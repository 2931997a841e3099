// Server answers for checkout's web tests, shaped by @contract/checkout and @contract/payments.
import type { PaymentOrderData, PlaceOrderData } from "@contract/checkout";
import type { AllTokensData, BanksData } from "@contract/payments";
import type { RootState } from "@/app/store";
import { customerSession } from "@/testing/mock-fetch";
import type { OpenPayload } from "./slice";

export const customer: Partial<RootState> = {
  session: {
    status: "done",
    token: customerSession.token,
    refreshToken: customerSession.refresh_token,
    expiry: customerSession.expiry,
    guest: false,
    userName: "Asha",
    newUser: false,
  },
};

export const openPayload: OpenPayload = {
  shopId: "shop-a",
  amount: 356,
  location: { lat: 12.9352, lng: 77.6245 },
  savedAddresses: [],
  shopName: "Sharma Kirana",
  duration: "45 minutes",
  features: { notes: true, upload: true },
  parcels: 1,
};

export const billing: PaymentOrderData["billing"] = {
  gross_price: 301,
  discount: 0,
  item_total: 301,
  onlyTax: 0,
  onlyTaxes: 0,
  packaging_price: 15,
  taxes: 15,
  net_price: 316,
  delivery: 40,
  promo_info: { offer_type: 0, offerAmount: 0 },
  total: 356,
  delivery_type: 1,
  bfcash_amount: 0,
  bfcash_balance: 50,
  payable: 356,
};

export const paymentOrder = (over: Partial<PaymentOrderData> = {}): PaymentOrderData => ({
  rzy_pay_key: "rzp_test_galli",
  mode: "emulator",
  billing,
  transaction_id: "chk-1",
  hash: "a".repeat(64),
  order: {
    id: "order_ABC",
    order_id: "order_ABC",
    amount: 35600,
    currency: "INR",
    receipt: "chk-1",
    status: "created",
  },
  amount: 356,
  rzy_customer_Id: "cust_1",
  promo: null,
  delivery_type: 1,
  arrival_at: null,
  cod: { allowed: true, limit: null },
  prefill: { name: "Asha Verma", email: "asha@example.in", contact: "+919800000001" },
  ...over,
});

export const noTokens: AllTokensData = { customer_id: "cust_1", cards: [], upi: [] };
export const someTokens: AllTokensData = {
  customer_id: "cust_1",
  cards: [
    {
      token: "token_card",
      method: "card",
      card: { last4: "1111", expiry_month: "12", expiry_year: "2030", network: "Visa", name: "Asha" },
      is_preferred: false,
    },
  ],
  upi: [{ token: "token_upi", method: "upi", vpa: { username: "asha", handle: "okhdfc" }, is_preferred: false }],
};
export const banks: BanksData = {
  banks: {
    HDFC: "HDFC Bank",
    UTIB: "Axis Bank",
    ICIC: "ICICI Bank",
    KOTAC: "Kotak Mahindra Bank",
    SBIN: "State Bank of India",
    CNRB: "Canara Bank",
  },
  featured: ["HDFC", "UTIB", "ICIC", "KOTAC", "SBIN"],
};

export const placed: PlaceOrderData = {
  shops: [
    {
      _id: "o-1",
      order_id: "GL261121ABCDEF",
      store_id: "store-a1",
      category_id: "shop-a",
      name: "Sharma Kirana",
      store_name: "Koramangala",
      address: "Koramangala Street, Koramangala, Bengaluru, Karnataka 560034",
      mobile: "9000000000",
      amount: 356,
      status: 1,
    },
  ],
  amount: 356,
  paid: { online: 356, bfcash: 0, cash: 0 },
  payment_type: 1,
  mode_name: "Online",
  transaction_id: "chk-1",
};
