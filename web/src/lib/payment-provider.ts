import { RAZORPAY_ERROR_CODE } from "@contract/errors-constants";
// The browser's side of the payment provider in emulator mode: what Razorpay's checkout would send
// to Razorpay, sent to the built-in emulator under /mock/razorpay. Card numbers and CVVs go here
// (the provider) and nowhere else: never to the /user API, never into the store.
export const EMULATOR_BASE = "/mock/razorpay/v1";

export type ProviderError = {
  code: string;
  description: string;
  source?: string;
  step?: string;
  reason?: string;
  field?: string;
  metadata?: { payment_id?: string; order_id?: string };
};

export class ProviderRefusal extends Error {
  constructor(public readonly error: ProviderError) {
    super(error.description);
    this.name = "ProviderRefusal";
  }
}

/** The card-provider payment payload (spec part 2 section 3), as the provider receives it. */
export type MethodDetails =
  | {
      method: "card";
      card: { number: string; expiry_month: string; expiry_year: string; cvv: string; name?: string };
      save?: 0 | 1;
    }
  | { method: "upi"; vpa: string; save?: 0 | 1 }
  | { method: "netbanking"; bank: string }
  | { method: "card" | "upi"; token: string };

export async function postToProvider<T>(path: string, body: Record<string, unknown>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${EMULATOR_BASE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ProviderRefusal({
      code: RAZORPAY_ERROR_CODE.NETWORK_ERROR,
      description: "The payment could not reach the bank. Please try again.",
    });
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: ProviderError }) | null;
  if (!res.ok || !json) {
    throw new ProviderRefusal(
      json?.error ?? { code: RAZORPAY_ERROR_CODE.SERVER_ERROR, description: "Payment failed. Please try again." },
    );
  }
  return json;
}

/** The provider's "save a method" step (Payments page): a card or UPI id for the customer. */
export const addProviderToken = (keyId: string, customerId: string, details: MethodDetails) =>
  postToProvider<{ id: string }>("/checkout/tokens", { key_id: keyId, customer_id: customerId, ...details });
