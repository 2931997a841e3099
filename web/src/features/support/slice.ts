// The support form's request: field messages (the client's own checks and the server's), and the
// server's answer shown in the success view.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SupportAskBody } from "@contract/support";
import { loggedOut } from "@/app/events";
import { modalClosed } from "@/app/ui-slice";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type SupportField = keyof SupportAskBody;
export type SupportFieldErrors = Partial<Record<SupportField, string>>;

export type SupportState = {
  request: RequestState;
  fieldErrors: SupportFieldErrors;
  /** The server's message after a successful send. */
  sentMessage: string | null;
};

const initialState: SupportState = { request: idleRequest(), fieldErrors: {}, sentMessage: null };

const supportSlice = createSlice({
  name: "support",
  initialState,
  reducers: {
    supportSubmitted: (state, _action: PayloadAction<SupportAskBody>) => {
      markSending(state.request);
      state.fieldErrors = {};
    },
    supportSent: (state, action: PayloadAction<string>) => {
      markDone(state.request);
      state.sentMessage = action.payload;
    },
    supportFailed: (state, action: PayloadAction<SupportFieldErrors>) => {
      markFailed(state.request);
      state.fieldErrors = action.payload;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    // Closing the modal (OK on the success view, Escape, the close button) starts the next message afresh.
    builder.addCase(modalClosed, reset).addCase(loggedOut, reset);
  },
});

export const { supportSubmitted, supportSent, supportFailed } = supportSlice.actions;
export const supportReducer = supportSlice.reducer;

type WithSupport = { support: SupportState };
export const selectSupport = (state: WithSupport) => state.support;
