// Scratch cards and ads: the header count, the cards and ads of the open modal, and the card being
// scratched (its activation request). Cards arrive sealed and are opened by the saga.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { AdInfo, ScratchCardInfo } from "@contract/ads";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type RewardsState = {
  /** Unscratched cards of the customer, for the header badge. */
  count: number;
  cards: ScratchCardInfo[];
  ads: AdInfo[];
  /** The /ads/shopAds fetch; an error shows 'No rewards found!'. */
  adsRequest: RequestState;
  /** The card on the canvas: its activation (/ads/accept) and whether it has been scratched open. */
  activation: { cardId: string | null; request: RequestState; credited: number; revealed: boolean };
  /** Failed activations so far: a failed card is put back under a fresh cover to try again. */
  failures: number;
};

const idleActivation = (): RewardsState["activation"] => ({
  cardId: null,
  request: idleRequest(),
  credited: 0,
  revealed: false,
});

export const initialRewardsState: RewardsState = {
  count: 0,
  cards: [],
  ads: [],
  adsRequest: idleRequest(),
  activation: idleActivation(),
  failures: 0,
};

const rewardsSlice = createSlice({
  name: "rewards",
  initialState: initialRewardsState,
  reducers: {
    countLoaded: (state, action: PayloadAction<number>) => {
      state.count = action.payload;
    },
    adsRequested: (state) => {
      markSending(state.adsRequest);
      state.activation = idleActivation();
    },
    adsLoaded: (state, action: PayloadAction<{ cards: ScratchCardInfo[]; ads: AdInfo[] }>) => {
      markDone(state.adsRequest);
      state.cards = action.payload.cards;
      state.ads = action.payload.ads;
    },
    /** A failed fetch clears the card (spec part 2 section 4). */
    adsFailed: (state) => {
      markFailed(state.adsRequest);
      state.cards = [];
      state.ads = [];
    },
    /** The first touch of the canvas: the saga activates the card. */
    cardTouched: (state, action: PayloadAction<string>) => {
      if (state.activation.cardId === action.payload && state.activation.request.status !== "error") return;
      state.activation = { ...idleActivation(), cardId: action.payload };
      markSending(state.activation.request);
    },
    cardActivated: (state, action: PayloadAction<{ cardId: string; credited: number }>) => {
      if (state.activation.cardId !== action.payload.cardId) return;
      markDone(state.activation.request);
      state.activation.credited = action.payload.credited;
    },
    cardActivationFailed: (state, action: PayloadAction<string>) => {
      if (state.activation.cardId !== action.payload) return;
      state.activation = idleActivation();
      state.failures += 1;
    },
    /** Enough of the card is scratched off (or the reveal button was used). */
    cardRevealed: (state, action: PayloadAction<string>) => {
      if (state.activation.cardId === action.payload) state.activation.revealed = true;
    },
    /** The revealed card leaves; the next one (if any) goes on the canvas. */
    nextCardShown: (state) => {
      state.cards = state.cards.filter((c) => c._id !== state.activation.cardId);
      state.activation = idleActivation();
    },
    adClicked: (_state, _action: PayloadAction<string>) => {},
  },
  extraReducers: (builder) => {
    const reset = () => initialRewardsState;
    builder.addCase(loggedOut, reset).addCase(sessionExpired, reset);
  },
});

export const {
  countLoaded,
  adsRequested,
  adsLoaded,
  adsFailed,
  cardTouched,
  cardActivated,
  cardActivationFailed,
  cardRevealed,
  nextCardShown,
  adClicked,
} = rewardsSlice.actions;
export const rewardsReducer = rewardsSlice.reducer;

type WithRewards = { rewards: RewardsState };
export const selectScratchCount = (state: WithRewards) => state.rewards.count;
export const selectRewards = (state: WithRewards) => state.rewards;
export const selectCurrentCard = (state: WithRewards) => state.rewards.cards[0] ?? null;
