// Where the orders pages live in the console (routes.tsx maps them).
export const MERCHANT_HOME_PATH = "/merchant";
export const MERCHANT_ORDERS_PATH = "/merchant/orders";
export const merchantOrderPath = (orderId: string) => `/merchant/orders/${encodeURIComponent(orderId)}`;
export const packingSlipPath = (orderId: string) => `/merchant/orders/${encodeURIComponent(orderId)}/slip`;
