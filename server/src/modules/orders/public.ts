// What other modules may use of orders (the merchant order API): the order transitions and the
// merchant side of replacement and undelivered requests, the same services the order:advance
// command and the fulfilment simulator use.
export { advanceOrder, type AdvanceOptions, type Transition } from "./transitions";
export { advanceEscalation, type EscalationMove } from "./escalations";
// The door code's rule (the last mile's deliver, the console's and the merchant API's deliver).
export { checkDoorCode, ensureDoorCode } from "./door-code";
// The shops the simulators leave to their merchant (the demo's moving deliveries follow the same list).
export { MERCHANT_RUN_STORE_KEYS } from "./simulator";
// Each shop's on-time share and median delay over the last 7 India days (dashboard, ops console).
export { onTimeByShop } from "./on-time";
// What a part of an order was paid (substitutions refund a short line's share as escalations do).
export { discountShare, lineRefund, paidFor, unitsValue, type RefundLine, type RefundOrder } from "./refund-share";
export { providerPayment } from "./refunds";
export { presentSubstitution } from "./present";
