// What modules/index.ts registers of the last mile: its console routes (under /merchant/api) and
// its merchant order API routes (under /api/stores).
export { default as deliveryConsoleRoutes } from "./console-routes";
export { default as deliveryApiRoutes } from "./api-routes";
export { heldCashByShop } from "./cash";
