// The shops' ledger arithmetic, pure (no database): a line's commission from the rules, the gateway
// fee, TCS, an order's sale journal and each refund's reversal. Integer paise throughout; rounding
// is half up to a whole paisa (Math.round on non-negative amounts).
import {
  BPS_FULL,
  GATEWAY_FEE_BPS,
  GATEWAY_FEE_GST_BPS,
  LEDGER_ACCOUNT,
  PRIVATE_SHOP_FREE_MONTHS,
  TCS_BPS,
  type CommissionPayment,
  type LedgerAccount,
} from "../../contract/ledger-constants";
import { PAYMENT_TYPE } from "../../contract/orders-constants";

export type CommissionRuleLike = {
  id: string;
  scope: string;
  shopId: string | null;
  categoryId: string | null;
  payment: string;
  bps: number;
  minimum: number;
  active: boolean;
  createdAt: Date;
};

/** The active rules indexed for resolution, with the category tree (child -> parent). */
export type CommissionRuleSet = {
  byShop: Map<string, CommissionRuleLike>;
  byCategory: Map<string, CommissionRuleLike>;
  byDefault: Map<string, CommissionRuleLike>;
  parents: Map<string, string | null>;
};

export type CommissionShop = { id: string; shopGroup: string; createdAt: Date };
export type LineCommission = { bps: number; commission: number; ruleId: string | null };

const ruleKey = (target: string, payment: string) => `${target}|${payment}`;

/** Indexes the active rules; two active rules for the same target and payment: the newer wins. */
export function buildRuleSet(
  rules: readonly CommissionRuleLike[],
  categories: readonly { id: string; parentId: string | null }[],
): CommissionRuleSet {
  const set: CommissionRuleSet = {
    byShop: new Map(),
    byCategory: new Map(),
    byDefault: new Map(),
    parents: new Map(categories.map((c) => [c.id, c.parentId])),
  };
  const put = (map: Map<string, CommissionRuleLike>, key: string, rule: CommissionRuleLike) => {
    const had = map.get(key);
    if (
      !had ||
      had.createdAt.getTime() < rule.createdAt.getTime() ||
      (had.createdAt.getTime() === rule.createdAt.getTime() && had.id < rule.id)
    )
      map.set(key, rule);
  };
  for (const r of rules) {
    if (!r.active) continue;
    if (r.scope === "shop" && r.shopId) put(set.byShop, ruleKey(r.shopId, r.payment), r);
    else if (r.scope === "category" && r.categoryId) put(set.byCategory, ruleKey(r.categoryId, r.payment), r);
    else if (r.scope === "default") put(set.byDefault, r.payment, r);
  }
  return set;
}

/** The end of a private shop's free months: `PRIVATE_SHOP_FREE_MONTHS` calendar months after it was created (UTC). */
export function privateFreeUntil(createdAt: Date): Date {
  const d = new Date(createdAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + PRIVATE_SHOP_FREE_MONTHS);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The rule that applies: the shop's, else the nearest category's (the product's, then its ancestors'), else the default. */
export function ruleFor(
  set: CommissionRuleSet,
  shopId: string,
  categoryId: string | null,
  payment: CommissionPayment,
): CommissionRuleLike | null {
  const own = set.byShop.get(ruleKey(shopId, payment));
  if (own) return own;
  const seen = new Set<string>();
  for (let c = categoryId; c && !seen.has(c); c = set.parents.get(c) ?? null) {
    seen.add(c);
    const rule = set.byCategory.get(ruleKey(c, payment));
    if (rule) return rule;
  }
  return set.byDefault.get(payment) ?? null;
}

/** The commission of one rule on a line worth `lineValue` paise: bps of it, at least the minimum, never more than the line. */
export function commissionOf(rule: { bps: number; minimum: number } | null, lineValue: number): number {
  if (!rule || lineValue <= 0) return 0;
  return Math.min(lineValue, Math.max(Math.round((lineValue * rule.bps) / BPS_FULL), rule.minimum));
}

/**
 * A line's commission when the order is placed (`at`): private shops pay none in their first six
 * months; otherwise the most specific active rule for the payment (online for online and Galli Cash
 * orders, cod for cash on delivery). `lineValue` is the line's net value (after its offer, before GST).
 */
export function commissionFor(
  set: CommissionRuleSet,
  input: { shop: CommissionShop; categoryId: string | null; payment: CommissionPayment; lineValue: number; at: Date },
): LineCommission {
  const { shop } = input;
  if (shop.shopGroup === "private" && input.at.getTime() < privateFreeUntil(shop.createdAt).getTime())
    return { bps: 0, commission: 0, ruleId: null };
  const rule = ruleFor(set, shop.id, input.categoryId, input.payment);
  if (!rule) return { bps: 0, commission: 0, ruleId: null };
  return { bps: rule.bps, commission: commissionOf(rule, input.lineValue), ruleId: rule.id };
}

/** The gateway's fee on an online amount: 2%, plus 18% GST on that fee, each rounded to the paisa. */
export function gatewayFee(onlineAmount: number): number {
  if (onlineAmount <= 0) return 0;
  const fee = Math.round((onlineAmount * GATEWAY_FEE_BPS) / BPS_FULL);
  return fee + Math.round((fee * GATEWAY_FEE_GST_BPS) / BPS_FULL);
}

/** TCS on a line's taxable value (its net value; GST is added on top of it). */
export function tcsOf(taxableValue: number): number {
  return taxableValue <= 0 ? 0 : Math.round((taxableValue * TCS_BPS) / BPS_FULL);
}

export type LedgerLine = {
  id: string;
  qty: number;
  netPrice: number;
  taxPercent: number;
  commission: number;
};
export type LedgerOrder = {
  id: string;
  shopId: string;
  paymentType: number; // 1 online (or Galli Cash), 2 COD
  amount: number;
  /** Paid from Galli Cash (with cash on delivery, the rest is the cash the shop collects). */
  walletAmount: number;
  onlineAmount: number;
  items: readonly LedgerLine[];
};
export type LedgerRefund = { id: string; orderItemId: string | null; amount: number; createdAt: Date };
export type Entries = Partial<Record<LedgerAccount, number>>;

const lineValue = (l: LedgerLine) => l.netPrice * l.qty;
/** What the customer paid for a line: its net value and its GST (as billing rounds it, per line). */
const linePaid = (l: LedgerLine) => lineValue(l) + Math.round((lineValue(l) * l.taxPercent) / 100);

/** The parts of an order's sale: commission, gateway fee (online amount only) and TCS; the shop gets the rest. */
export function saleParts(o: LedgerOrder): {
  paid: number;
  commission: number;
  fee: number;
  tcs: number;
  shop: number;
} {
  const commission = o.items.reduce((s, l) => s + l.commission, 0);
  const tcs = o.items.reduce((s, l) => s + tcsOf(lineValue(l)), 0);
  const fee = o.paymentType === PAYMENT_TYPE.online ? gatewayFee(o.onlineAmount) : 0;
  return { paid: o.amount, commission, fee, tcs, shop: o.amount - commission - fee - tcs };
}

/** The sale journal: customer = -(shop + commission + gateway fee + TCS). */
export function saleEntries(o: LedgerOrder): Entries {
  const p = saleParts(o);
  return {
    [LEDGER_ACCOUNT.customer]: -p.paid,
    [LEDGER_ACCOUNT.shop]: p.shop,
    [LEDGER_ACCOUNT.commission]: p.commission,
    [LEDGER_ACCOUNT.gatewayFee]: p.fee,
    [LEDGER_ACCOUNT.tcs]: p.tcs,
  };
}

/** The cash due at the door of a COD order: the amount less any Galli Cash part. */
export const codCashDue = (o: Pick<LedgerOrder, "amount" | "walletAmount">) => Math.max(0, o.amount - o.walletAmount);

/**
 * The cash collected for a COD order (the amount less any Galli Cash part): the shop holds the
 * customer's money. When a delivery member collected it (`held`: what they recorded collecting),
 * that part is with the member (member_cash) until its handover; less than due (with a reason) is
 * the shop's loss at once.
 */
export function codCashEntries(o: LedgerOrder, held?: number | null): Entries {
  const cash = codCashDue(o);
  if (held === undefined || held === null) return { [LEDGER_ACCOUNT.shop]: -cash, [LEDGER_ACCOUNT.customer]: cash };
  const withMember = Math.min(cash, Math.max(0, held));
  return {
    [LEDGER_ACCOUNT.memberCash]: -withMember,
    [LEDGER_ACCOUNT.shop]: -(cash - withMember),
    [LEDGER_ACCOUNT.customer]: cash,
  };
}

/** The member handed the cash they held for an order over to the shop: it becomes the shop's cash. */
export function codHandoverEntries(o: LedgerOrder, held: number): Entries {
  const withMember = Math.min(codCashDue(o), Math.max(0, held));
  return { [LEDGER_ACCOUNT.memberCash]: withMember, [LEDGER_ACCOUNT.shop]: -withMember };
}

const share = (total: number, part: number, whole: number) =>
  whole <= 0 ? (part > 0 ? total : 0) : Math.round((total * Math.min(part, whole)) / whole);

/**
 * What the refunds in `refunds` give back of commission, TCS and fee, in total: a line's refund
 * gives back that line's commission and TCS in proportion to what the customer paid for the line;
 * a refund of the order (no line) gives back the order's in proportion to what was paid; the gateway
 * fee comes back in proportion to everything refunded (Galli bears the fee on refunded money). Never
 * more than the sale had.
 */
export function givenBack(
  o: LedgerOrder,
  refunds: readonly LedgerRefund[],
): { commission: number; tcs: number; fee: number } {
  const p = saleParts(o);
  let orderLevel = 0;
  let total = 0;
  const perLine = new Map<string, number>();
  for (const r of refunds) {
    total += r.amount;
    const line = r.orderItemId ? o.items.find((l) => l.id === r.orderItemId) : undefined;
    if (line) perLine.set(line.id, (perLine.get(line.id) ?? 0) + r.amount);
    else orderLevel += r.amount;
  }
  let commission = share(p.commission, orderLevel, p.paid);
  let tcs = share(p.tcs, orderLevel, p.paid);
  for (const [id, refunded] of perLine) {
    const line = o.items.find((l) => l.id === id)!;
    commission += share(line.commission, refunded, linePaid(line));
    tcs += share(tcsOf(lineValue(line)), refunded, linePaid(line));
  }
  // Everything paid came back (line and order refunds mixed, the line's price above what a discount
  // left to pay): the sale is undone whole.
  if (total >= p.paid) return { commission: p.commission, tcs: p.tcs, fee: p.fee };
  return {
    commission: Math.min(p.commission, commission),
    tcs: Math.min(p.tcs, tcs),
    fee: Math.min(p.fee, share(p.fee, total, p.paid)),
  };
}

/**
 * The reversal journal of `refund`, given the order's refunds already posted: the customer gets the
 * amount back, commission, TCS and fee give back what this refund adds to what was given back, and
 * the shop's entry balances it.
 */
export function refundEntries(o: LedgerOrder, posted: readonly LedgerRefund[], refund: LedgerRefund): Entries {
  const before = givenBack(o, posted);
  const after = givenBack(o, [...posted, refund]);
  const commission = after.commission - before.commission;
  const tcs = after.tcs - before.tcs;
  const fee = after.fee - before.fee;
  return {
    [LEDGER_ACCOUNT.customer]: refund.amount,
    [LEDGER_ACCOUNT.shop]: -(refund.amount - commission - tcs - fee),
    [LEDGER_ACCOUNT.commission]: -commission,
    [LEDGER_ACCOUNT.gatewayFee]: -fee,
    [LEDGER_ACCOUNT.tcs]: -tcs,
  };
}

/**
 * The journal of cash on delivery not charged at the door (a refund keyed "door:<line>"): the shop
 * never collected that cash, so beside the refund's reversal the cash journal's part for it is
 * undone. The customer's entries cancel out (nothing was paid, nothing comes back); commission,
 * TCS and fee give back their share as for any refund, to the shop.
 */
export function doorRefundEntries(o: LedgerOrder, posted: readonly LedgerRefund[], refund: LedgerRefund): Entries {
  const e = refundEntries(o, posted, refund);
  return {
    [LEDGER_ACCOUNT.shop]: (e[LEDGER_ACCOUNT.shop] ?? 0) + refund.amount,
    [LEDGER_ACCOUNT.commission]: e[LEDGER_ACCOUNT.commission],
    [LEDGER_ACCOUNT.gatewayFee]: e[LEDGER_ACCOUNT.gatewayFee],
    [LEDGER_ACCOUNT.tcs]: e[LEDGER_ACCOUNT.tcs],
  };
}

export const sumEntries = (e: Entries) => Object.values(e).reduce((s, v) => s + (v ?? 0), 0);
