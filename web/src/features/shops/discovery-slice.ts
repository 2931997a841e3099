// The shop groups around the chosen locations, the distance choice and the page's banners.
import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ShopCard, ShopGroup } from "@contract/shops";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import { storedDistance } from "@/lib/storage";

export type GroupKey = "public" | "private" | "branded" | "global";
export type Groups = Record<GroupKey, ShopGroup>;

export const DISTANCE_OPTIONS_KM = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_DISTANCE_KM = 5;

/** The remembered distance ("7" in storage), else the default 5 km. */
export function storedDistanceKm(): number {
  const km = Number(storedDistance.get());
  return Number.isInteger(km) && km >= 1 && km <= 10 ? km : DEFAULT_DISTANCE_KM;
}

export type DiscoveryState = {
  distanceKm: number;
  groups: Groups | null;
  request: RequestState;
  warningDismissed: boolean;
  noNearbyDismissed: boolean;
};

export const initialDiscoveryState = (): DiscoveryState => ({
  distanceKm: storedDistanceKm(),
  groups: null,
  request: idleRequest(),
  warningDismissed: false,
  noNearbyDismissed: false,
});

/** The home page mounted: load what it shows. */
export const homeOpened = createAction("shops/homeOpened");
/** A shop tile was opened (the component navigates; the saga remembers the shop). */
export const shopOpened = createAction<{ shop: ShopCard; isPrivate: boolean }>("shops/shopOpened");

const discoverySlice = createSlice({
  name: "shops/discovery",
  initialState: initialDiscoveryState,
  reducers: {
    distanceChanged: (state, action: PayloadAction<number>) => {
      state.distanceKm = action.payload;
    },
    groupsRequested: (state) => {
      markSending(state.request);
      state.noNearbyDismissed = false;
    },
    groupsLoaded: (state, action: PayloadAction<Groups>) => {
      state.groups = action.payload;
      markDone(state.request);
    },
    groupsFailed: (state) => markFailed(state.request),
    /** A location is unset: nothing to show, nothing requested. */
    groupsCleared: (state) => {
      state.groups = null;
      state.request = idleRequest();
    },
    warningDismissed: (state) => {
      state.warningDismissed = true;
    },
    noNearbyDismissed: (state) => {
      state.noNearbyDismissed = true;
    },
  },
});

export const {
  distanceChanged,
  groupsRequested,
  groupsLoaded,
  groupsFailed,
  groupsCleared,
  warningDismissed,
  noNearbyDismissed,
} = discoverySlice.actions;

export const discoveryReducer = discoverySlice.reducer;
