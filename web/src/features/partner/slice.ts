// The partner page: the category and city options, the current captcha, and the enquiry request
// (its server message opens the 'Enquiry' dialog).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CaptchaData, EnquiryBody } from "@contract/enquiry";
import type { LocationOption } from "@contract/merchant-service";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type CaptchaKind = "image" | "question";

export type PartnerState = {
  categories: string[];
  cities: LocationOption[];
  optionsRequest: RequestState;
  captcha: CaptchaData | null;
  /** A picture of characters, or its text alternative: a sum to answer. */
  captchaKind: CaptchaKind;
  captchaRequest: RequestState;
  /** Why the last captcha was refused (wrong, expired, used); cleared by a new answer. */
  captchaError: string | null;
  submit: RequestState;
  /** The server's message for the 'Enquiry' dialog; the form clears when it is shown. */
  sentMessage: string | null;
  /** Bumped on each successful send, so the form knows to clear itself. */
  sentCount: number;
};

const initialState: PartnerState = {
  categories: [],
  cities: [],
  optionsRequest: idleRequest(),
  captcha: null,
  captchaKind: "image",
  captchaRequest: idleRequest(),
  captchaError: null,
  submit: idleRequest(),
  sentMessage: null,
  sentCount: 0,
};

const partnerSlice = createSlice({
  name: "partner",
  initialState,
  reducers: {
    partnerPageOpened: () => {},
    optionsLoaded: (state, action: PayloadAction<{ categories: string[]; cities: LocationOption[] }>) => {
      markDone(state.optionsRequest);
      state.categories = action.payload.categories;
      state.cities = action.payload.cities;
    },
    optionsRequested: (state) => markSending(state.optionsRequest),
    optionsFailed: (state) => markFailed(state.optionsRequest),
    /** A new captcha of the given kind (the current kind when none is given). */
    captchaRequested: (state, action: PayloadAction<CaptchaKind | undefined>) => {
      if (action.payload) state.captchaKind = action.payload;
      markSending(state.captchaRequest);
    },
    captchaLoaded: (state, action: PayloadAction<CaptchaData>) => {
      markDone(state.captchaRequest);
      state.captcha = action.payload;
    },
    captchaFailed: (state) => markFailed(state.captchaRequest),
    captchaAnswerChanged: (state) => {
      state.captchaError = null;
    },
    enquirySubmitted: (state, _action: PayloadAction<EnquiryBody>) => {
      markSending(state.submit);
      state.captchaError = null;
    },
    enquirySent: (state, action: PayloadAction<string>) => {
      markDone(state.submit);
      state.sentMessage = action.payload;
      state.sentCount += 1;
    },
    enquiryFailed: (state, action: PayloadAction<{ captchaError: string | null }>) => {
      markFailed(state.submit);
      state.captchaError = action.payload.captchaError;
    },
    enquiryDialogClosed: (state) => {
      state.sentMessage = null;
    },
  },
});

export const {
  partnerPageOpened,
  optionsRequested,
  optionsLoaded,
  optionsFailed,
  captchaRequested,
  captchaLoaded,
  captchaFailed,
  captchaAnswerChanged,
  enquirySubmitted,
  enquirySent,
  enquiryFailed,
  enquiryDialogClosed,
} = partnerSlice.actions;
export const partnerReducer = partnerSlice.reducer;

type WithPartner = { partner: PartnerState };
export const selectPartner = (state: WithPartner) => state.partner;
