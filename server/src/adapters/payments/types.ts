// The payment provider's shapes and the one interface over it (amounts in paise, as on Razorpay).

export type RzpOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type RzpCardInfo = {
  last4: string;
  network: string;
  type: string;
  issuer: string | null;
  name: string;
  expiry_month?: string;
  expiry_year?: string;
};

export type RzpPayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  card?: RzpCardInfo | null;
  bank?: string | null;
  vpa?: string | null;
  customer_id?: string | null;
  token_id?: string | null;
  error_code?: string | null;
  error_description?: string | null;
  created_at: number;
};

export type RzpRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  status: "pending" | "processed" | "failed";
  notes: Record<string, string>;
  created_at: number;
};

export type RzpCustomer = {
  id: string;
  entity: "customer";
  name: string;
  email: string | null;
  contact: string | null;
  notes: Record<string, string>;
  created_at: number;
};

export type RzpToken = {
  id: string;
  entity: "token";
  method: "card" | "upi" | string;
  card?: (RzpCardInfo & { expiry_month: string; expiry_year: string }) | null;
  vpa?: { username: string; handle: string; name: string | null } | null;
  created_at: number;
};

/** A penny drop (RazorpayX fund account validation): ₹1 sent to the account, the bank answers its holder's name. */
export type RzpBankValidation = {
  id: string;
  entity: "fund_account.validation";
  status: "created" | "completed" | "failed";
  results: { account_status: "active" | "invalid" | null; registered_name: string | null };
  notes: Record<string, string>;
  created_at: number;
};

/** A Route linked account: where transfers to one shop's bank account go. */
export type RzpLinkedAccount = { id: string; entity: "account"; status: string; reference_id: string | null };

/** A Route transfer to a linked account (amounts in paise); held until released, reversible. */
export type RzpTransfer = {
  id: string;
  entity: "transfer";
  status: "created" | "pending" | "processed" | "failed" | "reversed" | "partially_reversed";
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  on_hold: boolean;
  settlement_status: "on_hold" | "pending" | "settled" | null;
  notes: Record<string, string>;
  created_at: number;
  processed_at: number | null;
};

/** A refusal or failure reported by the provider, in the SDK's shape. */
export class ProviderError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly providerCode: string,
    description: string,
  ) {
    super(description);
    this.name = "ProviderError";
  }
}

/** How the emulator receives the SDK's requests in-process (Fastify's inject). */
export type InjectRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};
export type InjectResponse = { statusCode: number; headers: Record<string, unknown>; body: string };
export type InjectFn = (req: InjectRequest) => Promise<InjectResponse>;

export interface PaymentGateway {
  readonly mode: "emulator" | "live";
  /** The public key the browser checkout needs. */
  readonly keyId: string;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<RzpOrder>;
  fetchPayment(paymentId: string): Promise<RzpPayment>;
  fetchOrderPayments(orderId: string): Promise<RzpPayment[]>;
  capturePayment(paymentId: string, amount: number): Promise<RzpPayment>;
  refundPayment(paymentId: string, input: { amount: number; notes: Record<string, string> }): Promise<RzpRefund>;
  fetchRefund(refundId: string): Promise<RzpRefund>;
  /** Emulator only: the bank finishes a pending refund (processed) or refuses it (failed). */
  settleRefund(refundId: string, status: "processed" | "failed"): Promise<RzpRefund>;
  /** Every refund of a payment (to find one we asked for before a crash, by its notes). */
  fetchPaymentRefunds(paymentId: string): Promise<RzpRefund[]>;
  createCustomer(input: {
    name: string;
    email?: string;
    contact?: string;
    notes: Record<string, string>;
  }): Promise<RzpCustomer>;
  fetchTokens(customerId: string): Promise<RzpToken[]>;
  fetchToken(customerId: string, tokenId: string): Promise<RzpToken>;
  deleteToken(customerId: string, tokenId: string): Promise<void>;
  /** Net banking: bank code -> name (GET /v1/methods). */
  fetchBanks(): Promise<Record<string, string>>;
  /** Penny drop: validates a bank account (RazorpayX fund account validation). */
  validateBankAccount(input: {
    name: string;
    accountNumber: string;
    ifsc: string;
    notes: Record<string, string>;
  }): Promise<RzpBankValidation>;
  fetchBankValidation(id: string): Promise<RzpBankValidation>;
  /** Route: the linked account that transfers to this bank account go to. */
  createLinkedAccount(input: {
    referenceId: string;
    name: string;
    email: string;
    phone: string;
    accountNumber: string;
    ifsc: string;
    beneficiaryName: string;
  }): Promise<RzpLinkedAccount>;
  /** Route: a direct transfer; `key` makes a retried request answer the first transfer. */
  createTransfer(input: {
    account: string;
    amount: number;
    onHold: boolean;
    key: string;
    notes: Record<string, string>;
  }): Promise<RzpTransfer>;
  fetchTransfer(id: string): Promise<RzpTransfer>;
  /** Transfers, newest first (`count` at most 100, `skip` to page). */
  fetchTransfers(input: { count: number; skip: number }): Promise<RzpTransfer[]>;
  releaseTransfer(id: string): Promise<RzpTransfer>;
  reverseTransfer(id: string, amount: number): Promise<RzpTransfer>;
  /** The checkout's signature: HMAC-SHA256(order_id|payment_id, key secret), checked by the SDK's utility. */
  verifySignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Emulator mode: deliver the SDK's HTTP requests to the in-process emulator. */
  connectEmulator(inject: InjectFn): void;
}
