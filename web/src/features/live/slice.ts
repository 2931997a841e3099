// The notifications under the header's bell: the last 50 events of the customer's live stream,
// newest first, how many arrived since the list was last opened, and the stream's last id (a
// reconnect asks for what came after it).
import { createSlice } from "@reduxjs/toolkit";
import type { LiveEvent } from "@contract/live";
import { liveEventReceived, loggedIn, loggedOut, sessionExpired } from "@/app/events";

export const NOTIFICATIONS_KEPT = 50;

export type LiveState = { items: LiveEvent[]; unread: number; lastId: number | null };

const initialState: LiveState = { items: [], unread: 0, lastId: null };

const liveSlice = createSlice({
  name: "live",
  initialState,
  reducers: {
    notificationsOpened: (state) => {
      state.unread = 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(liveEventReceived, (state, action) => {
        const e = action.payload;
        if (state.lastId !== null && e.id <= state.lastId) return;
        state.lastId = e.id;
        state.items.unshift(e);
        if (state.items.length > NOTIFICATIONS_KEPT) state.items.length = NOTIFICATIONS_KEPT;
        state.unread = Math.min(state.unread + 1, NOTIFICATIONS_KEPT);
      })
      .addCase(loggedIn, () => initialState)
      .addCase(loggedOut, () => initialState)
      .addCase(sessionExpired, () => initialState);
  },
});

export const { notificationsOpened } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;

type WithLive = { live: LiveState };
export const selectNotifications = (state: WithLive) => state.live.items;
export const selectUnread = (state: WithLive) => state.live.unread;
export const selectLastEventId = (state: WithLive) => state.live.lastId;
