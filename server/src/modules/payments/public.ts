// What other modules may use of payments (checkout): calls to the provider with its errors mapped,
// and the provider customer of a Galli customer.
export { callProvider } from "./provider";
export { ensureCustomer } from "./service";
