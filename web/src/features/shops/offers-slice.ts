// Today's shop offers: the header's Offers count and the 'Todays Shop Offers' panel.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Offer } from "@contract/promo";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type OffersState = { list: Offer[]; request: RequestState };

const offersSlice = createSlice({
  name: "shops/offers",
  initialState: (): OffersState => ({ list: [], request: idleRequest() }),
  reducers: {
    offersRequested: (state) => markSending(state.request),
    offersLoaded: (state, action: PayloadAction<Offer[]>) => {
      state.list = action.payload;
      markDone(state.request);
    },
    offersFailed: (state) => markFailed(state.request),
  },
});

export const { offersRequested, offersLoaded, offersFailed } = offersSlice.actions;
export const offersReducer = offersSlice.reducer;
