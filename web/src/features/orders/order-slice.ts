// One order's data and the calls made from its card: details, help topics, reason titles, buzz,
// cancel and product verification, each with its request state.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { OrderDetailsData, OrderProduct } from "@contract/orders";
import type { HelpContentData, HelpTitlesData, ReasonTitlesData } from "@contract/orders-actions";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { BuzzRecords } from "./buzz-record";
import type { OrderListName } from "./status";
import { VERIFY_STATUS } from "@contract/orders-constants";

export type ReasonTitle = ReasonTitlesData["titles"][number];

export type CancelInput = {
  orderIds: string[];
  toBfCash: boolean;
  title: string;
  message: string;
  list: OrderListName;
};

/** A product choice: 1 Delivered, 2 Undelivered (qty), 3 Replacement (reason, message, photos, qty). */
export type VerifyInput = {
  list: OrderListName;
  orderId: string;
  productId: string;
  categoryId: string;
  storeId: string;
  verifyStatus: 1 | 2 | 3;
  qty?: number;
  reason?: string;
  message?: string;
  /** Replacement photos (travel in the action, never in state). */
  files?: File[];
};

/** The customer's answer to a proposed substitute. */
export type SubstitutionAnswer = { orderId: string; substitutionId: string; accept: boolean };

export type OrderState = {
  details: Record<string, OrderDetailsData>;
  detailsRequest: Record<string, RequestState>;
  help: Record<string, HelpTitlesData>;
  helpContent: Record<string, HelpContentData>;
  cancelTitles: ReasonTitle[] | null;
  replacementTitles: ReasonTitle[] | null;
  buzzRecords: BuzzRecords;
  buzzRequest: Record<string, RequestState>;
  cancelRequest: RequestState;
  /** Per order line: the last verification call; `error` holds the server's message. */
  verifyRequest: Record<string, RequestState>;
  /** Per substitution: the customer's answer being sent; `error` holds the server's message. */
  substitutionRequest: Record<string, RequestState>;
};

const initialState: OrderState = {
  details: {},
  detailsRequest: {},
  help: {},
  helpContent: {},
  cancelTitles: null,
  replacementTitles: null,
  buzzRecords: {},
  buzzRequest: {},
  cancelRequest: idleRequest(),
  verifyRequest: {},
  substitutionRequest: {},
};

const request = (map: Record<string, RequestState>, key: string) => (map[key] ??= idleRequest());

const orderSlice = createSlice({
  name: "orders/order",
  initialState,
  reducers: {
    detailsRequested: (
      state,
      action: PayloadAction<{ orderId: string; list: OrderListName; storeId?: string; categoryId?: string }>,
    ) => {
      markSending(request(state.detailsRequest, action.payload.orderId));
    },
    detailsLoaded: (state, action: PayloadAction<OrderDetailsData>) => {
      state.details[action.payload.order._id] = action.payload;
      markDone(request(state.detailsRequest, action.payload.order._id));
    },
    detailsFailed: (state, action: PayloadAction<string>) => {
      markFailed(request(state.detailsRequest, action.payload));
    },
    helpRequested: (_state, _action: PayloadAction<string>) => {},
    helpLoaded: (state, action: PayloadAction<{ orderId: string; data: HelpTitlesData }>) => {
      state.help[action.payload.orderId] = action.payload.data;
    },
    helpContentRequested: (_state, _action: PayloadAction<string>) => {},
    helpContentLoaded: (state, action: PayloadAction<HelpContentData>) => {
      state.helpContent[action.payload._id] = action.payload;
    },
    reasonTitlesRequested: (_state, _action: PayloadAction<"cancel" | "replacement">) => {},
    reasonTitlesLoaded: (state, action: PayloadAction<{ kind: "cancel" | "replacement"; titles: ReasonTitle[] }>) => {
      if (action.payload.kind === "cancel") state.cancelTitles = action.payload.titles;
      else state.replacementTitles = action.payload.titles;
    },
    /** The reader switched language: the titles are fetched again in it when next shown. */
    reasonTitlesCleared: (state) => {
      state.cancelTitles = null;
      state.replacementTitles = null;
    },
    buzzRecordsRead: (state, action: PayloadAction<BuzzRecords>) => {
      state.buzzRecords = action.payload;
    },
    buzzRequested: (state, action: PayloadAction<string>) => {
      markSending(request(state.buzzRequest, action.payload));
    },
    buzzDone: (state, action: PayloadAction<{ orderId: string; records: BuzzRecords }>) => {
      state.buzzRecords = action.payload.records;
      markDone(request(state.buzzRequest, action.payload.orderId));
    },
    buzzFailed: (state, action: PayloadAction<string>) => {
      markFailed(request(state.buzzRequest, action.payload));
    },
    /** The countdown reached zero: the local record is cleared. */
    buzzExpired: (_state, _action: PayloadAction<string>) => {},
    substitutionAnswered: (state, action: PayloadAction<SubstitutionAnswer>) => {
      markSending(request(state.substitutionRequest, action.payload.substitutionId));
    },
    substitutionAnswerDone: (state, action: PayloadAction<string>) => {
      markDone(request(state.substitutionRequest, action.payload));
    },
    substitutionAnswerFailed: (state, action: PayloadAction<{ substitutionId: string; error: string | null }>) => {
      markFailed(request(state.substitutionRequest, action.payload.substitutionId), action.payload.error);
    },
    cancelRequested: (state, _action: PayloadAction<CancelInput>) => {
      markSending(state.cancelRequest);
    },
    cancelDone: (state) => {
      markDone(state.cancelRequest);
    },
    cancelFailed: (state, action: PayloadAction<string | null>) => {
      markFailed(state.cancelRequest, action.payload);
    },
    cancelReset: (state) => {
      state.cancelRequest = idleRequest();
    },
    verifyProductRequested: (state, action: PayloadAction<VerifyInput>) => {
      markSending(request(state.verifyRequest, action.payload.productId));
    },
    productVerified: (state, action: PayloadAction<{ orderId: string; product: OrderProduct }>) => {
      const { orderId, product } = action.payload;
      const products = state.details[orderId]?.order.products;
      const at = products?.findIndex((p) => p.id === product.id) ?? -1;
      if (products && at >= 0) products[at] = product;
      const order = state.details[orderId]?.order;
      if (order && products)
        order.is_escalated_order = products.some((p) => p.verify_status >= VERIFY_STATUS.undelivered);
      markDone(request(state.verifyRequest, product.id));
    },
    verifyProductFailed: (state, action: PayloadAction<{ productId: string; message: string | null }>) => {
      markFailed(request(state.verifyRequest, action.payload.productId), action.payload.message);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
});

export const {
  detailsRequested,
  detailsLoaded,
  detailsFailed,
  helpRequested,
  helpLoaded,
  helpContentRequested,
  helpContentLoaded,
  reasonTitlesRequested,
  reasonTitlesLoaded,
  reasonTitlesCleared,
  buzzRecordsRead,
  buzzRequested,
  buzzDone,
  buzzFailed,
  buzzExpired,
  substitutionAnswered,
  substitutionAnswerDone,
  substitutionAnswerFailed,
  cancelRequested,
  cancelDone,
  cancelFailed,
  cancelReset,
  verifyProductRequested,
  productVerified,
  verifyProductFailed,
} = orderSlice.actions;
export const orderReducer = orderSlice.reducer;
