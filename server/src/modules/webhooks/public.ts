// What other modules may use of webhooks: a store's endpoint and its delivery log.
export { getEndpoint, listDeliveries, putEndpoint, removeEndpoint, sendTestEvent } from "./endpoints";
