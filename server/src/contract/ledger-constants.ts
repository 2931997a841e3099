// The shops' ledger and Galli's commission (no schemas): accounts, journal kinds, rates. Money is
// integer paise; percentages are basis points (100 = 1%).

/** Accounts of a ledger entry (LedgerEntry.account). A journal's entries sum to 0. */
export const LEDGER_ACCOUNT = {
  /** Money in from the customer (negative: the customer paid; positive: money given back). */
  customer: "customer",
  /** What Galli owes the shop (negative: the shop owes Galli, netted in its next payout). */
  shop: "shop",
  /** Galli's commission. */
  commission: "commission",
  /** The payment gateway's fee with its GST, on the online amount only. */
  gatewayFee: "gateway_fee",
  /** Tax collected at source (0.5% of the lines' taxable value), paid to the government. */
  tcs: "tcs",
  /** Money sent to the shop's bank account. */
  payout: "payout",
  /**
   * Cash on delivery with the shop's delivery member (negative: cash the member holds for the shop),
   * until a Manager confirms its handover, which moves it to the shop's cash (the shop account).
   */
  memberCash: "member_cash",
} as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNT)[keyof typeof LEDGER_ACCOUNT];
export const LEDGER_ACCOUNTS = Object.values(LEDGER_ACCOUNT) as LedgerAccount[];

/**
 * Journal kinds (LedgerJournal.kind) and their keys:
 * - `sale` (`sale:<orderId>`): an online or Galli Cash order placed and paid: customer = -(shop +
 *   commission + gateway fee + TCS); a cash-on-delivery order when delivered (no gateway fee);
 * - `cod_cash` (`cod_cash:<orderId>`): the cash the shop collected on delivery: shop -amount,
 *   customer +amount (the customer paid the shop, not Galli), so the shop owes Galli its commission
 *   and TCS. Collected by a delivery member: member_cash -collected (the cash is with the member),
 *   shop -(amount - collected) (less collected with a reason: the shop's loss), customer +amount;
 * - `cod_handover` (`cod_handover:<orderId>`): a Manager confirmed the member handed that cash over:
 *   member_cash +collected, shop -collected (now it is the shop's cash);
 * - `refund` (`refund:<refundId>`): a refund of the order (a cancellation, rejection or denial
 *   before delivery, a partial or escalation refund after): the sale reversed in proportion;
 * - `payout` (`payout:<payoutId>`): money sent to the shop: shop -amount, payout +amount;
 * - `payout_reversal` (`payout_reversal:<payoutId>`): a payout that came back (reversed or failed).
 */
export const LEDGER_KIND = {
  sale: "sale",
  codCash: "cod_cash",
  codHandover: "cod_handover",
  refund: "refund",
  payout: "payout",
  payoutReversal: "payout_reversal",
} as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

export const ledgerKey = {
  sale: (orderId: string) => `sale:${orderId}`,
  codCash: (orderId: string) => `cod_cash:${orderId}`,
  codHandover: (orderId: string) => `cod_handover:${orderId}`,
  refund: (refundId: string) => `refund:${refundId}`,
  payout: (payoutId: string) => `payout:${payoutId}`,
  payoutReversal: (payoutId: string) => `payout_reversal:${payoutId}`,
};

/** Basis points in 100%. */
export const BPS_FULL = 10_000;
/** The payment gateway's fee on the online amount: 2%, ... */
export const GATEWAY_FEE_BPS = 200;
/** ... plus 18% GST on the fee. */
export const GATEWAY_FEE_GST_BPS = 1_800;
/** TCS (section 52 of the CGST Act): 0.5% of the order lines' taxable value. */
export const TCS_BPS = 50;

/** Commission rule scopes, most specific first. */
export const COMMISSION_SCOPES = ["shop", "category", "default"] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];
/** Online (and Galli Cash) orders use the online rule, cash on delivery the COD rule. */
export const COMMISSION_PAYMENTS = ["online", "cod"] as const;
export type CommissionPayment = (typeof COMMISSION_PAYMENTS)[number];
/** Private shops pay no commission for this many months after the shop was created. */
export const PRIVATE_SHOP_FREE_MONTHS = 6;

/**
 * The demo world's default rules: 10% with a minimum of ₹2 a line online, nothing on cash on
 * delivery (the spec: shops "pay a commission on online payments"; an Admin may still set a COD
 * rule deliberately, and the merchant policy then shows it).
 */
export const DEMO_COMMISSION_RULES = [
  { payment: "online", bps: 1_000, minimum: 200 },
  { payment: "cod", bps: 0, minimum: 0 },
] as const;

/** Ledger-sync job: posts missing journals every 30 s. */
export const LEDGER_SYNC_JOB = "ledger-sync";
export const LEDGER_SYNC_EVERY_MS = 30_000;

/** Money reconciliation job: checks every closed and delivered order's money every hour. */
export const MONEY_RECONCILIATION_JOB = "money-reconciliation";
export const MONEY_RECONCILIATION_EVERY_MS = 60 * 60_000;

/**
 * What a money reconciliation finding says disagrees about an order:
 * - `payment_split`: an online order's Galli Cash and online parts do not add up to its amount;
 * - `refund_total`: a closed order (cancelled, rejected, denied) whose refunds are not what was paid;
 * - `refund_exceeds_paid`: more refunded than was paid;
 * - `sale_left`: a closed order with a sale left in the shops' ledger (an account that does not net to 0);
 * - `cod_collecting`: a closed cash-on-delivery order whose cash is still counted as collected;
 * - `ledger_journals`: a journal the facts call for is missing, or one is there that they do not call for;
 * - `ledger_amounts`: an account's total for the order differs from what the facts call for;
 * - `wallet_credit`: a Galli Cash refund without its Galli Cash credit of the same amount;
 * - `failed_refund`: a refund the bank refused that was not paid to Galli Cash instead.
 */
export const MONEY_CHECKS = [
  "payment_split",
  "refund_total",
  "refund_exceeds_paid",
  "sale_left",
  "cod_collecting",
  "ledger_journals",
  "ledger_amounts",
  "wallet_credit",
  "failed_refund",
] as const;
export type MoneyCheck = (typeof MONEY_CHECKS)[number];
