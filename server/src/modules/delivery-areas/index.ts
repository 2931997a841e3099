// Stores' delivery areas (issue 53): the merchant API's /api/stores/:store_key/area and the
// console's /merchant/api/settings/:shop_id/area/:store_id. The test every customer path uses is
// lib/delivery-area.ts.
export { areaApiRoutes } from "./api-routes";
export { areaConsoleRoutes } from "./console-routes";
