// The statements pages' paths under the console.
export const STATEMENTS_PATH = "/merchant/statements";
export const payoutPath = (payoutId: string, shopId?: string) =>
  `${STATEMENTS_PATH}/payouts/${encodeURIComponent(payoutId)}${shopId ? `?shop_id=${encodeURIComponent(shopId)}` : ""}`;
