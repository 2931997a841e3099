// The orders calls of the user API (spec part 2 section 7); sagas call them through callApi.
import type { OrderListName } from "./status";

const base = (list: OrderListName) => (list === "track" ? "/order/track" : "/order/history");

export const ordersApi = {
  list: (list: OrderListName) => (list === "track" ? "/order/track/upcoming" : "/order/history/purchase"),
  /** The tracking count is also the side menu's orders count. */
  count: (list: OrderListName) => (list === "track" ? "/order/track/upcoming/c" : "/order/history/purchase/c"),
  details: "/order/track/details",
  /** The delivery map's tiles (the places API). */
  mapTiles: "/places/tiles",
  viewProducts: (list: OrderListName) => `${base(list)}/viewProducts`,
  verifyProducts: (list: OrderListName) => `${base(list)}/verifyProducts`,
  verifyOrder: (list: OrderListName) => `${base(list)}/verifyOrder`,
  reviewShop: (list: OrderListName) => `${base(list)}/reviewShop`,
  reviewProduct: "/order/history/reviewProduct",
  cancelOrder: "/order/track/cancelOrder",
  cancelEscalation: "/order/track/cancelEscalation",
  shopReviewTitles: "/order/view/shopreview/titles",
  productReviewTitles: "/order/view/productreview/titles",
  reasonTitles: (kind: "cancel" | "replacement") => `/order/view/${kind}/titles`,
  buzz: "/order/help/buzz",
  /** The customer's answer to a substitute the shop proposed (accept or decline within 10 minutes). */
  substitutionRespond: "/order/substitutions/respond",
  helpTitles: "/order/help/titles",
  helpContent: "/order/help/content",
} as const;

export const ORDERS_PAGE = 10;
