// The Razorpay SDK client. Every call goes through the official `razorpay` package; in emulator
// mode its axios instance is pointed at /mock/razorpay and its requests are delivered to the
// emulator in-process (Fastify's inject: the same routing, Basic auth and JSON as over a socket,
// without the app having to reach its own port). Signatures are checked with the SDK's utility.
import Razorpay from "razorpay";
import * as rzpUtils from "razorpay/dist/utils/razorpay-utils.js";
import {
  ProviderError,
  type InjectFn,
  type PaymentGateway,
  type RzpCustomer,
  type RzpOrder,
  type RzpPayment,
  type RzpRefund,
  type RzpToken,
  type RzpBankValidation,
  type RzpLinkedAccount,
  type RzpTransfer,
} from "./types";
import { RAZORPAY_ERROR_CODE } from "../../contract/errors";

type Keys = { mode: "emulator" | "live"; keyId: string; keySecret: string };

/** The part of an axios request config the in-process transport reads. */
type AxiosLikeConfig = {
  method?: string;
  data?: unknown;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  auth?: { username: string; password: string };
};
type AxiosLike = {
  defaults: { baseURL?: string; adapter?: unknown };
  getUri: (config: AxiosLikeConfig) => string;
};

export const EMULATOR_PATH = "/mock/razorpay";

/** Rejections from the SDK are `{ statusCode, error: { code, description } }`; anything else is a transport failure. */
function toProviderError(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  const e = err as { statusCode?: number; error?: { code?: string; description?: string } } | null;
  if (e && typeof e.statusCode === "number" && e.error) {
    return new ProviderError(
      e.statusCode,
      e.error.code ?? RAZORPAY_ERROR_CODE.SERVER_ERROR,
      e.error.description ?? "Payment provider error.",
    );
  }
  return new ProviderError(
    502,
    RAZORPAY_ERROR_CODE.GATEWAY_ERROR,
    "The payment provider could not be reached. Please try again.",
  );
}

async function sdk<T>(call: () => Promise<unknown>): Promise<T> {
  try {
    return (await call()) as T;
  } catch (err) {
    throw toProviderError(err);
  }
}

function inProcessAdapter(rq: AxiosLike, getInject: () => InjectFn | null) {
  return async (config: AxiosLikeConfig) => {
    const inject = getInject();
    if (!inject) throw new Error("The Razorpay emulator is not connected.");
    const full = new URL(rq.getUri(config));
    const raw = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw))
      if (v !== undefined && v !== null && typeof v !== "object") headers[k.toLowerCase()] = String(v);
    if (config.auth) {
      headers.authorization = `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`).toString("base64")}`;
    }
    const payload =
      config.data === undefined || config.data === null
        ? undefined
        : typeof config.data === "string"
          ? config.data
          : JSON.stringify(config.data);
    if (payload !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    const res = await inject({
      method: (config.method ?? "get").toUpperCase(),
      url: full.pathname + full.search,
      headers,
      payload,
    });
    const response = {
      data: res.body,
      status: res.statusCode,
      statusText: "",
      headers: res.headers,
      config,
      request: null,
    };
    if (res.statusCode >= 200 && res.statusCode < 300) return response;
    // The SDK's error normaliser reads err.response.status and err.response.data.error.
    throw Object.assign(new Error(`Request failed with status code ${res.statusCode}`), {
      response,
      config,
      isAxiosError: true,
    });
  };
}

export function razorpayGateway(keys: Keys, publicUrl?: string): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  // The SDK's request helpers (orders.create, payments.fetch, ...) all go through api.get/post/delete.
  const api = client.api as unknown as {
    rq: AxiosLike;
    get: (p: { url: string; data?: unknown }) => Promise<unknown>;
    post: (p: { url: string; data?: unknown }) => Promise<unknown>;
  };
  let inject: InjectFn | null = null;
  if (keys.mode === "emulator") {
    api.rq.defaults.baseURL = `${(publicUrl ?? "http://localhost").replace(/\/$/, "")}${EMULATOR_PATH}`;
    api.rq.defaults.adapter = inProcessAdapter(api.rq, () => inject);
  }

  return {
    mode: keys.mode,
    keyId: keys.keyId,
    createOrder: ({ amount, receipt, notes }) =>
      sdk<RzpOrder>(() =>
        client.orders.create({ amount, currency: "INR", receipt, notes, payment_capture: false } as never),
      ),
    fetchPayment: (id) => sdk<RzpPayment>(() => client.payments.fetch(id)),
    fetchOrderPayments: async (orderId) =>
      (await sdk<{ items: RzpPayment[] }>(() => client.orders.fetchPayments(orderId))).items,
    capturePayment: (id, amount) => sdk<RzpPayment>(() => client.payments.capture(id, amount, "INR")),
    refundPayment: (id, { amount, notes }) =>
      sdk<RzpRefund>(() => client.payments.refund(id, { amount, speed: "normal", notes } as never)),
    fetchRefund: (id) => sdk<RzpRefund>(() => client.refunds.fetch(id)),
    settleRefund: (id, status) => {
      if (keys.mode !== "emulator") throw new Error("Only the emulator's refunds can be settled by hand.");
      return sdk<RzpRefund>(() => api.post({ url: `/refunds/${id}/settle`, data: { status } }));
    },
    fetchPaymentRefunds: async (paymentId) =>
      (await sdk<{ items: RzpRefund[] }>(() => client.payments.fetchMultipleRefund(paymentId, { count: 100 }))).items,
    createCustomer: ({ name, email, contact, notes }) =>
      sdk<RzpCustomer>(() => client.customers.create({ name, email, contact, notes, fail_existing: 0 } as never)),
    fetchTokens: async (customerId) =>
      (await sdk<{ items: RzpToken[] }>(() => client.customers.fetchTokens(customerId))).items,
    fetchToken: (customerId, tokenId) => sdk<RzpToken>(() => client.customers.fetchToken(customerId, tokenId)),
    deleteToken: async (customerId, tokenId) => {
      await sdk(() => client.customers.deleteToken(customerId, tokenId));
    },
    fetchBanks: async () => {
      // The SDK has no resource for /methods; its own request helper still sends it (with the key).
      const methods = await sdk<{ netbanking?: Record<string, string> | boolean }>(() => api.get({ url: "/methods" }));
      return typeof methods.netbanking === "object" && methods.netbanking ? methods.netbanking : {};
    },
    validateBankAccount: ({ name, accountNumber, ifsc, notes }) =>
      sdk<RzpBankValidation>(() =>
        api.post({
          url: "/fund_accounts/validations",
          data: {
            amount: 100,
            currency: "INR",
            notes,
            fund_account: {
              account_type: "bank_account",
              bank_account: { name, ifsc, account_number: accountNumber },
            },
          },
        }),
      ),
    fetchBankValidation: (id) => sdk<RzpBankValidation>(() => api.get({ url: `/fund_accounts/validations/${id}` })),
    createLinkedAccount: async ({ referenceId, name, email, phone, accountNumber, ifsc, beneficiaryName }) => {
      // Route's linked account (v2 accounts API), then its route product with the settlement bank account.
      const account = await sdk<RzpLinkedAccount>(() =>
        client.accounts.create({
          email,
          phone,
          type: "route",
          reference_id: referenceId,
          legal_business_name: name,
          business_type: "individual",
          contact_name: beneficiaryName,
        } as never),
      );
      const product = await sdk<{ id: string }>(() =>
        client.products.requestProductConfiguration(account.id, { product_name: "route", tnc_accepted: true } as never),
      );
      await sdk(() =>
        client.products.edit(account.id, product.id, {
          settlements: { account_number: accountNumber, ifsc_code: ifsc, beneficiary_name: beneficiaryName },
          tnc_accepted: true,
        } as never),
      );
      return account;
    },
    // Direct transfers take no idempotency key: the payout's key travels in the notes, and the
    // payout job looks for it among the transfers before asking again after a crash.
    createTransfer: ({ account, amount, onHold, key, notes }) =>
      sdk<RzpTransfer>(() =>
        client.transfers.create({ account, amount, currency: "INR", on_hold: onHold, notes: { ...notes, payout_key: key } } as never),
      ),
    fetchTransfer: (id) => sdk<RzpTransfer>(() => client.transfers.fetch(id)),
    fetchTransfers: async ({ count, skip }) =>
      (await sdk<{ items: RzpTransfer[] }>(() => client.transfers.all({ count, skip } as never))).items,
    releaseTransfer: (id) => sdk<RzpTransfer>(() => client.transfers.edit(id, { on_hold: 0 } as never)),
    reverseTransfer: async (id, amount) => {
      await sdk(() => client.transfers.reverse(id, { amount } as never));
      return sdk<RzpTransfer>(() => client.transfers.fetch(id));
    },
    verifySignature: ({ orderId, paymentId, signature }) => {
      if (!orderId || !paymentId || !signature) return false;
      return rzpUtils.validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        keys.keySecret,
      );
    },
    connectEmulator: (fn) => {
      inject = fn;
    },
  };
}
