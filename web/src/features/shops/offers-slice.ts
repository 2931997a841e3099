// Today's shop offers: the header's Offers count and the 'Todays Shop Offers' panel.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Offer } from "@contract/promo";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type OffersState = {
  list: Offer[];
  request: RequestState;
  /** Whose offers for which shops the last request asked (the session's token and the store ids). */
  requestedFor: string | null;
  /** "Notify me about new offers" (POST /notify/offer) and the server's answer. */
  notify: RequestState;
  notifyMessage: string | null;
};

const offersSlice = createSlice({
  name: "shops/offers",
  initialState: (): OffersState => ({
    list: [],
    request: idleRequest(),
    requestedFor: null,
    notify: idleRequest(),
    notifyMessage: null,
  }),
  reducers: {
    offersRequested: (state, action: PayloadAction<string>) => {
      markSending(state.request);
      state.requestedFor = action.payload;
    },
    offersLoaded: (state, action: PayloadAction<Offer[]>) => {
      state.list = action.payload;
      markDone(state.request);
    },
    offersFailed: (state) => markFailed(state.request),
    offersNotifyRequested: (state) => markSending(state.notify),
    offersNotifySubscribed: (state, action: PayloadAction<string>) => {
      state.notifyMessage = action.payload;
      markDone(state.notify);
    },
    offersNotifyFailed: (state) => markFailed(state.notify),
  },
});

export const {
  offersRequested,
  offersLoaded,
  offersFailed,
  offersNotifyRequested,
  offersNotifySubscribed,
  offersNotifyFailed,
} = offersSlice.actions;
export const offersReducer = offersSlice.reducer;
