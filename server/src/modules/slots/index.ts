// Delivery slot capacity and cut-off (issue 53): the merchant API's /api/stores/:store_key/slots,
// the console's /merchant/api/settings/:shop_id/slots* and the customer's /user/order/slots.
// The booking itself runs inside the order-placing transaction (booking.ts, through public.ts).
export { slotsApiRoutes } from "./api-routes";
export { slotsConsoleRoutes } from "./console-routes";
export { slotsCustomerRoutes } from "./customer-routes";
