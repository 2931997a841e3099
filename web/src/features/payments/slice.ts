// The Payments page (spec part 2 section 2): saved cards and UPI ids, the preferred ones, the
// Galli Cash balance and statement, the refunds, adding a card or UPI id (through the provider) and
// deleting with a confirmation.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { AllTokensData, RazInfoData } from "@contract/payments";
import type { RefundRecord, StatementData } from "@contract/wallet";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { MethodDetails } from "@/lib/payment-provider";

export type TokenType = 1 | 2;

export type PaymentsState = {
  tokens: AllTokensData | null;
  info: RazInfoData | null;
  balance: number | null;
  /** The Galli Cash statement, newest first, as far as loaded. */
  statement: StatementData | null;
  more: RequestState;
  refunds: RefundRecord[] | null;
  load: RequestState;
  confirmDelete: { token: string; type: TokenType } | null;
  adding: "card" | "upi" | null;
  add: RequestState;
  change: RequestState;
};

const initialState: PaymentsState = {
  tokens: null,
  info: null,
  balance: null,
  statement: null,
  more: idleRequest(),
  refunds: null,
  load: idleRequest(),
  confirmDelete: null,
  adding: null,
  add: idleRequest(),
  change: idleRequest(),
};

const paymentsSlice = createSlice({
  name: "payments",
  initialState,
  reducers: {
    paymentsPageOpened: (state) => markSending(state.load),
    paymentsLoaded: (state, action: PayloadAction<{ tokens: AllTokensData; info: RazInfoData; balance: number }>) => {
      markDone(state.load);
      state.tokens = action.payload.tokens;
      state.info = action.payload.info;
      state.balance = action.payload.balance;
    },
    paymentsLoadFailed: (state) => markFailed(state.load),
    moneyLoaded: (state, action: PayloadAction<{ statement: StatementData; refunds: RefundRecord[] }>) => {
      state.statement = action.payload.statement;
      state.refunds = action.payload.refunds;
      state.balance = action.payload.statement.balance;
    },
    statementMoreRequested: (state) => markSending(state.more),
    statementPageLoaded: (state, action: PayloadAction<StatementData>) => {
      markDone(state.more);
      if (!state.statement) return;
      const known = new Set(state.statement.entries.map((e) => e._id));
      state.statement.entries.push(...action.payload.entries.filter((e) => !known.has(e._id)));
      state.statement.count = action.payload.count;
    },
    statementPageFailed: (state) => markFailed(state.more),
    tokensUpdated: (state, action: PayloadAction<AllTokensData>) => {
      markDone(state.change);
      state.tokens = action.payload;
    },
    infoUpdated: (state, action: PayloadAction<RazInfoData>) => {
      state.info = action.payload;
    },
    preferredChosen: (state, _action: PayloadAction<{ id: string; kind: TokenType }>) => markSending(state.change),
    deleteAsked: (state, action: PayloadAction<{ token: string; type: TokenType }>) => {
      state.confirmDelete = action.payload;
    },
    deleteCancelled: (state) => {
      state.confirmDelete = null;
    },
    deleteConfirmed: (state) => {
      markSending(state.change);
    },
    deleteDone: (state) => {
      state.confirmDelete = null;
    },
    changeFailed: (state) => {
      markFailed(state.change);
      state.confirmDelete = null;
    },
    addOpened: (state, action: PayloadAction<"card" | "upi">) => {
      state.adding = action.payload;
      state.add = idleRequest();
    },
    addClosed: (state) => {
      state.adding = null;
      state.add = idleRequest();
    },
    /** The card or UPI id goes from the saga straight to the provider. */
    addSubmitted: (state, _action: PayloadAction<MethodDetails>) => markSending(state.add),
    addSucceeded: (state, action: PayloadAction<AllTokensData>) => {
      state.tokens = action.payload;
      state.adding = null;
      state.add = idleRequest();
    },
    addFailed: (state, action: PayloadAction<string>) => markFailed(state.add, action.payload),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
});

export const {
  paymentsPageOpened,
  paymentsLoaded,
  paymentsLoadFailed,
  moneyLoaded,
  statementMoreRequested,
  statementPageLoaded,
  statementPageFailed,
  tokensUpdated,
  infoUpdated,
  preferredChosen,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  deleteDone,
  changeFailed,
  addOpened,
  addClosed,
  addSubmitted,
  addSucceeded,
  addFailed,
} = paymentsSlice.actions;

export const paymentsReducer = paymentsSlice.reducer;

type WithPayments = { payments: PaymentsState };
export const selectPayments = (s: WithPayments) => s.payments;
