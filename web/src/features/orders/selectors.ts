// Reading the orders state. The side menu's count is read by the app shell (route-elements.tsx).
import type { OrdersState } from "./reducer";
import type { OrderListName } from "./status";

type WithOrders = { orders: OrdersState };

export const selectOrderList = (list: OrderListName) => (state: WithOrders) => state.orders.lists[list];
export const selectOrdersMenuCount = (state: WithOrders) => state.orders.lists.menuCount;
export const selectOpenOrder = (state: WithOrders) => state.orders.lists.open;
export const selectNotice = (state: WithOrders) => state.orders.lists.notice;
/** The delivery map's tiles: null (or not yet known) draws the map without. */
export const selectMapTiles = (state: WithOrders) => state.orders.lists.mapTiles ?? null;
export const selectDetails = (orderId: string) => (state: WithOrders) => state.orders.order.details[orderId] ?? null;
export const selectDetailsRequest = (orderId: string) => (state: WithOrders) =>
  state.orders.order.detailsRequest[orderId] ?? null;
export const selectHelp = (orderId: string) => (state: WithOrders) => state.orders.order.help[orderId] ?? null;
export const selectHelpContent = (state: WithOrders) => state.orders.order.helpContent;
export const selectCancelTitles = (state: WithOrders) => state.orders.order.cancelTitles;
export const selectReplacementTitles = (state: WithOrders) => state.orders.order.replacementTitles;
export const selectBuzzRecord = (orderId: string) => (state: WithOrders) => state.orders.order.buzzRecords[orderId];
export const selectBuzzRequest = (orderId: string) => (state: WithOrders) => state.orders.order.buzzRequest[orderId];
export const selectSubstitutionRequest = (substitutionId: string) => (state: WithOrders) =>
  state.orders.order.substitutionRequest[substitutionId];
export const selectCancelRequest = (state: WithOrders) => state.orders.order.cancelRequest;
export const selectVerifyRequest = (productId: string) => (state: WithOrders) =>
  state.orders.order.verifyRequest[productId];
export const selectFlow = (state: WithOrders) => state.orders.flow;
/** Store Feedback shows on its own (history) or when the After Submit flow reaches it. */
export const selectFeedbackOpen = (state: WithOrders) => {
  const { feedback, afterSubmit } = state.orders.flow;
  return feedback !== null && (afterSubmit === null || afterSubmit.stage === "feedback");
};
export const selectBuyAgain = (state: WithOrders) => state.orders.buyAgain;
