// What modules/index.ts registers of the last mile: its console routes (under /merchant/api), its
// merchant order API routes (under /api/stores) and its jobs (automatic assignment, the demo's
// moving deliveries).
export { default as deliveryConsoleRoutes } from "./console-routes";
export { default as deliveryApiRoutes } from "./api-routes";
export { default as deliveryJobs } from "./index";
export { heldCashByShop } from "./cash";
