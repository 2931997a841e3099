// The product detail modal (with its image viewer) and the report-product dialog.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ProductDetail, ProductReviews } from "@contract/catalog";
import { loggedOut } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type CatalogDetailState = {
  productId: string | null;
  request: RequestState;
  product: ProductDetail | null;
  reviewsRequest: RequestState;
  reviews: ProductReviews | null;
  /** The next page of reviews ('More reviews'), appended to `reviews`. */
  moreReviewsRequest: RequestState;
  /** The image viewer (zoom) shows this image of the open product, or is closed (null). */
  viewerIndex: number | null;
  report: {
    /** The product being reported; null when the dialog is closed. */
    productId: string | null;
    typesRequest: RequestState;
    types: string[];
    submit: RequestState;
    /** The server's answer once sent. */
    sentMessage: string | null;
  };
};

export const initialCatalogDetailState: CatalogDetailState = {
  productId: null,
  request: idleRequest(),
  product: null,
  reviewsRequest: idleRequest(),
  reviews: null,
  moreReviewsRequest: idleRequest(),
  viewerIndex: null,
  report: { productId: null, typesRequest: idleRequest(), types: [], submit: idleRequest(), sentMessage: null },
};

const catalogDetailSlice = createSlice({
  name: "catalogDetail",
  initialState: initialCatalogDetailState,
  reducers: {
    productOpened: (state, action: PayloadAction<string>) => {
      state.productId = action.payload;
      state.product = null;
      state.reviews = null;
      state.moreReviewsRequest = idleRequest();
      state.viewerIndex = null;
      markSending(state.request);
      markSending(state.reviewsRequest);
    },
    productLoaded: (state, action: PayloadAction<ProductDetail>) => {
      if (state.productId !== action.payload._id) return;
      state.product = action.payload;
      markDone(state.request);
    },
    productFailed: (state) => {
      markFailed(state.request);
      state.productId = null;
    },
    reviewsLoaded: (state, action: PayloadAction<{ productId: string; reviews: ProductReviews }>) => {
      if (state.productId !== action.payload.productId) return;
      state.reviews = action.payload.reviews;
      markDone(state.reviewsRequest);
    },
    reviewsFailed: (state) => {
      markFailed(state.reviewsRequest);
    },
    moreReviewsRequested: (state) => {
      markSending(state.moreReviewsRequest);
    },
    moreReviewsLoaded: (state, action: PayloadAction<{ productId: string; reviews: ProductReviews }>) => {
      if (state.productId !== action.payload.productId || !state.reviews) return;
      const known = new Set(state.reviews.reviews.map((r) => r._id));
      state.reviews.reviews.push(...action.payload.reviews.reviews.filter((r) => !known.has(r._id)));
      state.reviews.count = action.payload.reviews.count;
      state.reviews.avg_rating = action.payload.reviews.avg_rating;
      markDone(state.moreReviewsRequest);
    },
    moreReviewsFailed: (state) => {
      markFailed(state.moreReviewsRequest);
    },
    productClosed: (state) => {
      state.productId = null;
      state.product = null;
      state.reviews = null;
      state.viewerIndex = null;
    },
    imageViewerOpened: (state, action: PayloadAction<number>) => {
      state.viewerIndex = action.payload;
    },
    imageViewerClosed: (state) => {
      state.viewerIndex = null;
    },
    /** The report icon: customers get the dialog, guests the login modal (the saga decides). */
    reportRequested: (_state, _action: PayloadAction<string>) => {},
    reportOpened: (state, action: PayloadAction<string>) => {
      state.report.productId = action.payload;
      state.report.submit = idleRequest();
      state.report.sentMessage = null;
    },
    reportTypesRequested: (state) => {
      markSending(state.report.typesRequest);
    },
    reportTypesLoaded: (state, action: PayloadAction<string[]>) => {
      state.report.types = action.payload;
      markDone(state.report.typesRequest);
    },
    reportTypesFailed: (state) => {
      markFailed(state.report.typesRequest);
    },
    reportSubmitted: (state, _action: PayloadAction<{ type: string; message: string }>) => {
      markSending(state.report.submit);
    },
    reportSent: (state, action: PayloadAction<string>) => {
      markDone(state.report.submit);
      state.report.sentMessage = action.payload;
    },
    reportFailed: (state, action: PayloadAction<string | null>) => {
      markFailed(state.report.submit, action.payload);
    },
    reportClosed: (state) => {
      state.report.productId = null;
      state.report.submit = idleRequest();
      state.report.sentMessage = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCatalogDetailState);
  },
});

export const {
  productOpened,
  productLoaded,
  productFailed,
  reviewsLoaded,
  reviewsFailed,
  moreReviewsRequested,
  moreReviewsLoaded,
  moreReviewsFailed,
  productClosed,
  imageViewerOpened,
  imageViewerClosed,
  reportRequested,
  reportOpened,
  reportTypesRequested,
  reportTypesLoaded,
  reportTypesFailed,
  reportSubmitted,
  reportSent,
  reportFailed,
  reportClosed,
} = catalogDetailSlice.actions;

export const catalogDetailReducer = catalogDetailSlice.reducer;
