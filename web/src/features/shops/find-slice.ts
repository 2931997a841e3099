// Search across the nearby shops (/find?q=...) and the customer's frequently bought products on
// /home: what was asked, its state and the answer.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { FindSearchAnswer, FrequentProduct } from "@contract/finder";
import { loggedOut } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type FindState = {
  text: string;
  request: RequestState;
  answer: Omit<FindSearchAnswer, "success"> | null;
  /** Why nothing was asked (a too-short text, no locations), shown in place of results. */
  notice: string | null;
  frequent: { request: RequestState; products: FrequentProduct[] };
};

export const initialFindState = (): FindState => ({
  text: "",
  request: idleRequest(),
  answer: null,
  notice: null,
  frequent: { request: idleRequest(), products: [] },
});

const findSlice = createSlice({
  name: "shops/find",
  initialState: initialFindState,
  reducers: {
    findRequested: (state, action: PayloadAction<string>) => {
      state.text = action.payload;
      state.notice = null;
      markSending(state.request);
    },
    findLoaded: (state, action: PayloadAction<Omit<FindSearchAnswer, "success">>) => {
      markDone(state.request);
      state.answer = action.payload;
    },
    findFailed: (state) => markFailed(state.request),
    findSkipped: (state, action: PayloadAction<string>) => {
      state.request = idleRequest();
      state.answer = null;
      state.notice = action.payload;
    },
    frequentRequested: (state) => markSending(state.frequent.request),
    frequentLoaded: (state, action: PayloadAction<FrequentProduct[]>) => {
      markDone(state.frequent.request);
      state.frequent.products = action.payload;
    },
    frequentFailed: (state) => markFailed(state.frequent.request),
  },
  extraReducers: (builder) =>
    builder.addCase(loggedOut, (state) => {
      state.frequent = { request: idleRequest(), products: [] };
    }),
});

export const { findRequested, findLoaded, findFailed, findSkipped, frequentRequested, frequentLoaded, frequentFailed } =
  findSlice.actions;
export const findReducer = findSlice.reducer;
