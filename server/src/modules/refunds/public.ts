// What other modules may use of refunds: record a refund (to Galli Cash or to the payment's
// source) inside their own transaction, send source refunds after commit, follow them up, and
// present one to the customer.
export { recordDoorRefund, recordSourceRefund, refundToWallet, sendSourceRefund } from "./tracker";
export { presentRefund } from "./present";
export { syncRefunds } from "./sync";
