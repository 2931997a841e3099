// After Submit on a delivered order (spec part 2 section 4): verify the order, fetch the review
// titles, then Make payment (COD), the cancel/feedback dialog when a product is not Delivered, and
// Store Feedback. Also the Product Review modal of Purchase History.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ProductReviewTitlesData, ShopReviewTitlesData, VerifyOrderData } from "@contract/orders-actions";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { OrderListName } from "./status";
import { PAYMENT_TYPE } from "@contract/orders-constants";

export type AfterSubmitStage = "payment" | "escalation" | "feedback";

export type FlowState = {
  verifyOrderRequest: RequestState;
  afterSubmit: {
    orderId: string;
    list: OrderListName;
    stage: AfterSubmitStage;
    result: VerifyOrderData;
    /** Escalation sentences of the order's products, for the cancel/feedback dialog. */
    sentences: string[];
  } | null;
  /** Store Feedback: open when set. */
  feedback: { orderId: string; list: OrderListName; data: ShopReviewTitlesData | null; request: RequestState } | null;
  escalationCancelRequest: RequestState;
  productReview: {
    orderId: string;
    productId: string;
    categoryId: string;
    data: ProductReviewTitlesData | null;
    request: RequestState;
  } | null;
};

const initialState: FlowState = {
  verifyOrderRequest: idleRequest(),
  afterSubmit: null,
  feedback: null,
  escalationCancelRequest: idleRequest(),
  productReview: null,
};

export type ShopReviewInput = { rating: number; titles: string[]; message: string };

const flowSlice = createSlice({
  name: "orders/flow",
  initialState,
  reducers: {
    verifyOrderRequested: (state, _action: PayloadAction<{ orderId: string; list: OrderListName }>) => {
      markSending(state.verifyOrderRequest);
    },
    verifyOrderFailed: (state, action: PayloadAction<string | null>) => {
      markFailed(state.verifyOrderRequest, action.payload);
    },
    afterSubmitStarted: (
      state,
      action: PayloadAction<{
        orderId: string;
        list: OrderListName;
        result: VerifyOrderData;
        titles: ShopReviewTitlesData | null;
        sentences: string[];
      }>,
    ) => {
      const { orderId, list, result, titles, sentences } = action.payload;
      markDone(state.verifyOrderRequest);
      const stage: AfterSubmitStage =
        result.payment_type === PAYMENT_TYPE.cod
          ? "payment"
          : result.escalated_products > 0
            ? "escalation"
            : "feedback";
      state.afterSubmit = { orderId, list, stage, result, sentences };
      // Ready for the Store Feedback step; shown once the flow reaches it.
      state.feedback = { orderId, list, data: titles, request: idleRequest() };
    },
    /** Make payment closed: the cancel/feedback dialog when a product is not Delivered, else Store Feedback. */
    paymentAcknowledged: (state) => {
      if (!state.afterSubmit) return;
      state.afterSubmit.stage = state.afterSubmit.result.escalated_products > 0 ? "escalation" : "feedback";
    },
    feedbackChosen: (state) => {
      if (state.afterSubmit) state.afterSubmit.stage = "feedback";
    },
    afterSubmitClosed: (state) => {
      state.afterSubmit = null;
      state.feedback = null;
    },
    escalationCancelRequested: (
      state,
      _action: PayloadAction<{ orderId: string; reason: string; message: string }>,
    ) => {
      markSending(state.escalationCancelRequest);
    },
    escalationCancelDone: (state) => {
      markDone(state.escalationCancelRequest);
    },
    escalationCancelFailed: (state, action: PayloadAction<string | null>) => {
      markFailed(state.escalationCancelRequest, action.payload);
    },
    /** 'Write Store Review' on a history card. */
    storeReviewOpened: (state, action: PayloadAction<{ orderId: string; list: OrderListName }>) => {
      state.feedback = { ...action.payload, data: null, request: idleRequest() };
    },
    storeReviewTitlesLoaded: (state, action: PayloadAction<ShopReviewTitlesData>) => {
      if (state.feedback?.orderId === action.payload.order._id) state.feedback.data = action.payload;
    },
    shopReviewSubmitted: (state, _action: PayloadAction<ShopReviewInput>) => {
      if (state.feedback) markSending(state.feedback.request);
    },
    shopReviewFailed: (state, action: PayloadAction<string | null>) => {
      if (state.feedback) markFailed(state.feedback.request, action.payload);
    },
    /** Store Feedback closed or sent; `afterSubmit` tells whether it ended the After Submit flow. */
    feedbackClosed: (state, _action: PayloadAction<{ orderId: string; list: OrderListName; afterSubmit: boolean }>) => {
      state.feedback = null;
      state.afterSubmit = null;
    },
    productReviewOpened: (state, action: PayloadAction<{ orderId: string; productId: string; categoryId: string }>) => {
      state.productReview = { ...action.payload, data: null, request: idleRequest() };
    },
    productReviewTitlesLoaded: (state, action: PayloadAction<ProductReviewTitlesData>) => {
      if (state.productReview) state.productReview.data = action.payload;
    },
    productReviewSubmitted: (state, _action: PayloadAction<{ rating: number; message: string }>) => {
      if (state.productReview) markSending(state.productReview.request);
    },
    productReviewFailed: (state, action: PayloadAction<string | null>) => {
      if (state.productReview) markFailed(state.productReview.request, action.payload);
    },
    productReviewClosed: (state) => {
      state.productReview = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
});

export const {
  verifyOrderRequested,
  verifyOrderFailed,
  afterSubmitStarted,
  paymentAcknowledged,
  feedbackChosen,
  afterSubmitClosed,
  escalationCancelRequested,
  escalationCancelDone,
  escalationCancelFailed,
  storeReviewOpened,
  storeReviewTitlesLoaded,
  shopReviewSubmitted,
  shopReviewFailed,
  feedbackClosed,
  productReviewOpened,
  productReviewTitlesLoaded,
  productReviewSubmitted,
  productReviewFailed,
  productReviewClosed,
} = flowSlice.actions;
export const flowReducer = flowSlice.reducer;
