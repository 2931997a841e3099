// 'Buy again' on Purchase History: the order's still-stocked products go into the cart at its
// shop. A cart of another shop is cleared only after the customer agrees (the one-shop rule).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RefillData } from "@contract/finder";
import { loggedOut } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type BuyAgainState = {
  orderId: string | null;
  request: RequestState;
  /** The cart holds another shop: ask before clearing it. */
  conflict: boolean;
  result: RefillData | null;
  error: string | null;
};

const initialState: BuyAgainState = {
  orderId: null,
  request: idleRequest(),
  conflict: false,
  result: null,
  error: null,
};

const buyAgainSlice = createSlice({
  name: "buyAgain",
  initialState,
  reducers: {
    buyAgainRequested: (state, action: PayloadAction<{ orderId: string; replace?: boolean }>) => {
      state.orderId = action.payload.orderId;
      state.conflict = false;
      state.result = null;
      state.error = null;
      markSending(state.request);
    },
    buyAgainConflict: (state) => {
      markDone(state.request);
      state.conflict = true;
    },
    buyAgainDone: (state, action: PayloadAction<RefillData>) => {
      markDone(state.request);
      state.result = action.payload;
    },
    buyAgainFailed: (state, action: PayloadAction<string>) => {
      markFailed(state.request);
      state.error = action.payload;
    },
    buyAgainClosed: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const { buyAgainRequested, buyAgainConflict, buyAgainDone, buyAgainFailed, buyAgainClosed } =
  buyAgainSlice.actions;
export const buyAgainReducer = buyAgainSlice.reducer;
