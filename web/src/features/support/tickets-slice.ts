// The customer's grievance tickets: the list on the Support page and the ticket opened there
// (thread and reply).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { TicketDetail, TicketSummary } from "@contract/grievance";
import { loggedOut } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type TicketsState = {
  list: RequestState;
  items: TicketSummary[] | null;
  detail: RequestState;
  open: TicketDetail | null;
  reply: RequestState;
};

const initialState: TicketsState = {
  list: idleRequest(),
  items: null,
  detail: idleRequest(),
  open: null,
  reply: idleRequest(),
};

const ticketsSlice = createSlice({
  name: "tickets",
  initialState,
  reducers: {
    ticketsRequested: (state) => markSending(state.list),
    ticketsLoaded: (state, action: PayloadAction<TicketSummary[]>) => {
      markDone(state.list);
      state.items = action.payload;
    },
    ticketsFailed: (state, action: PayloadAction<string | null>) => markFailed(state.list, action.payload),
    ticketOpened: (state, action: PayloadAction<string>) => {
      markSending(state.detail);
      state.reply = idleRequest();
      if (state.open?.number !== action.payload) state.open = null;
    },
    ticketLoaded: (state, action: PayloadAction<TicketDetail>) => {
      markDone(state.detail);
      state.open = action.payload;
    },
    ticketFailed: (state, action: PayloadAction<string | null>) => markFailed(state.detail, action.payload),
    ticketClosed: (state) => {
      state.open = null;
      state.detail = idleRequest();
    },
    ticketReplySubmitted: (state, _action: PayloadAction<{ number: string; message: string }>) => markSending(state.reply),
    ticketReplied: (state, action: PayloadAction<TicketDetail>) => {
      markDone(state.reply);
      state.open = action.payload;
      if (state.items) state.items = state.items.map((t) => (t.number === action.payload.number ? { ...t, status: action.payload.status } : t));
    },
    ticketReplyFailed: (state, action: PayloadAction<string | null>) => markFailed(state.reply, action.payload),
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const {
  ticketsRequested,
  ticketsLoaded,
  ticketsFailed,
  ticketOpened,
  ticketLoaded,
  ticketFailed,
  ticketClosed,
  ticketReplySubmitted,
  ticketReplied,
  ticketReplyFailed,
} = ticketsSlice.actions;
export const ticketsReducer = ticketsSlice.reducer;

type WithTickets = { tickets: TicketsState };
export const selectTickets = (state: WithTickets) => state.tickets;
