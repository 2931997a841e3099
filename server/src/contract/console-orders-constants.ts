// The console orders board's constants and validation texts (Hindi in messages-hi.ts).

/** A new order waiting longer than this for acceptance is highlighted on the board and the dashboard. */
export const CONSOLE_ACCEPT_WAIT_MINUTES = 5;
/** Items running low: stock below the shop's threshold (Shop.lowStockThreshold, this by default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** At most this many low-stock lines on the dashboard. */
export const LOW_STOCK_LIST_MAX = 50;

/** The spec's merchant order tabs, in order, with the English names the spec gives them. */
export const CONSOLE_TAB_NAMES = {
  new: "New Orders",
  packaging: "Packaging",
  dispatched: "Dispatched",
  on_the_way: "On the way",
  delivered: "Delivered",
  replace_refund: "Replace/Refund",
  cancelled: "Cancelled",
} as const;

/** The order statuses each tab shows (Replace/Refund: any order with an open request). */
export const CONSOLE_TAB_STATUSES = {
  new: [1],
  packaging: [2],
  dispatched: [3],
  on_the_way: [4],
  delivered: [5, 6],
  replace_refund: [5, 6],
  cancelled: [7, 8, 9],
} as const;

export const CONSOLE_ORDER_MESSAGES = {
  tabInvalid: "tab must be one of new, packaging, dispatched, on_the_way, delivered, replace_refund, cancelled.",
  storeInvalid: "store_id must be one of your stores.",
  skipInvalid: "skip must be a whole number of 0 or more.",
  limitInvalid: "limit must be a whole number from 1 to 100.",
  statusRequired: "status must be the order's status as you saw it (1 to 9).",
  reasonRequired: "Please give a reason.",
  reasonTooLong: "The reason can be at most 200 characters.",
  shopRequired: "shop_id must be one of your shops.",
  thresholdInvalid: "The low stock limit must be a whole number of 0 or more.",
  thresholdSaved: "The low stock limit is saved.",
} as const;
