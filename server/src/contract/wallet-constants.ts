// Galli Cash statement constants and labels (no schemas): what the web reads without loading zod.
// wallet.ts re-exports all of it beside its schemas.

export const STATEMENT_PAGE_SIZE = 20;

/** What moved Galli Cash: an order paid, a refund, a cashback promo, a scratch card, an adjustment. */
export const WALLET_ENTRY_TYPES = ["order", "refund", "cashback", "scratch", "adjustment"] as const;

export const WALLET_ENTRY_LABELS: Record<string, string> = {
  order: "Order payment",
  refund: "Refund",
  cashback: "Cashback",
  scratch: "Scratch card reward",
  adjustment: "Adjustment",
};

export const REFUND_STATUS = ["requested", "initiated", "processed", "failed"] as const;
