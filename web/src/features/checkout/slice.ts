// Checkout's state machine (spec part 2 section 4): ORDER_CONFIRMATION -> PAYMENT (after the
// address is verified; it can go back) -> PAYMENT_SUCCESS. The payment order is the server's
// pricing with the wallet and promo flags; every toggle asks for a new one.
import type { SubstitutionRule } from "@contract/substitutions-constants";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { PaymentOrderData, PlaceOrderData } from "@contract/checkout";
import type { AllTokensData, BanksData } from "@contract/payments";
import type { Offer } from "@contract/promo";
import type { SlotsAnswer } from "@contract/slots";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import {
  CHECKOUT_MESSAGES,
  PAYMENT_TAB,
  PROMO_REFUSAL,
  promoRefusal,
  WALLET_NOTICE,
  type PaymentTab,
} from "@contract/checkout-constants";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending } from "@/lib/request-status";

import {
  emptyAddress,
  freeType,
  initialState,
  savedAddressFor,
  type AddressType,
  type CheckoutAddress,
  type CheckoutState,
  type DeliveryType,
  type NoticeMode,
  type OpenPayload,
  type PayRequest,
} from "./state";

export { ADDRESS_TYPES } from "./state";
export type {
  AddressType,
  CheckoutAddress,
  CheckoutLine,
  CheckoutState,
  DeliveryType,
  HostedMethod,
  NoticeMode,
  OpenPayload,
  PaymentTab,
  PayRequest,
  SaveAddressChoice,
  Step,
} from "./state";

const checkoutSlice = createSlice({
  name: "checkout",
  initialState,
  reducers: {
    checkoutOpened: (_state, action: PayloadAction<OpenPayload>) => {
      const p = action.payload;
      const chosen = savedAddressFor(p.savedAddresses, p.location);
      const address = chosen
        ? { ...emptyAddress, ...chosen.address, landmark: chosen.address.landmark ?? "" }
        : emptyAddress;
      const first = p.savedAddresses.length === 0;
      return {
        ...initialState,
        open: true,
        shopId: p.shopId,
        shopName: p.shopName,
        duration: p.duration,
        features: p.features,
        parcels: p.parcels,
        lines: p.lines ?? [],
        cartAmount: p.amount,
        location: p.location,
        address,
        addressSource: chosen ? "saved" : null,
        saveAddress: {
          offered: !chosen,
          wanted: !chosen && first,
          type: freeType(p.savedAddresses),
          otherName: "",
          first,
        },
        editingAddress: !address.street || !address.zipcode,
      };
    },
    checkoutClosed: () => initialState,
    /** Checkout waits for a delivery location (asked for in its own dialog). */
    checkoutLocationNeeded: (state, action: PayloadAction<{ shopId: string; amount: number }>) => {
      state.locationNeeded = action.payload;
    },
    checkoutLocationDismissed: (state) => {
      state.locationNeeded = null;
    },
    deliveryTypesLoaded: (
      state,
      action: PayloadAction<{ delivery_type: number; type: { _id: number; name: string }[] }>,
    ) => {
      state.deliveryTypes = action.payload.type;
      state.deliveryType =
        action.payload.delivery_type === DELIVERY_TYPE.selfPickup ? DELIVERY_TYPE.selfPickup : DELIVERY_TYPE.byShop;
    },
    deliveryTypeChosen: (state, action: PayloadAction<DeliveryType>) => {
      state.deliveryType = action.payload;
    },
    addressEditToggled: (state) => {
      state.editingAddress = !state.editingAddress;
    },
    /**
     * The chosen delivery location's place (reverse geocoding): fills what the customer has not
     * typed, when no saved address applies. A locality's place names the locality (its `street`)
     * and the district: they go into Area; the house and street are the customer's to type.
     */
    placeFilled: (state, action: PayloadAction<{ street: string; area: string; zipcode: string }>) => {
      if (state.addressSource === "saved") return;
      const p = action.payload;
      const area = [p.street, p.area].filter((x) => x.trim()).join(", ");
      if (!state.address.area.trim()) state.address.area = area;
      if (!state.address.zipcode.trim()) state.address.zipcode = p.zipcode;
      state.addressSource = "place";
    },
    /** Saved once: going back and confirming again does not save it twice. */
    addressSavedAtCheckout: (state) => {
      state.saveAddress.offered = false;
      state.addressSource = "saved";
    },
    saveAddressToggled: (state) => {
      state.saveAddress.wanted = !state.saveAddress.wanted;
    },
    saveAddressTypeChosen: (state, action: PayloadAction<AddressType>) => {
      state.saveAddress.type = action.payload;
    },
    saveAddressNamed: (state, action: PayloadAction<string>) => {
      state.saveAddress.otherName = action.payload;
    },
    addressEdited: (state, action: PayloadAction<Partial<CheckoutAddress>>) => {
      state.address = { ...state.address, ...action.payload };
      state.addressErrors = {};
    },
    preferenceChanged: (state, action: PayloadAction<{ date?: string | null; slot?: string | null }>) => {
      if (action.payload.date !== undefined) {
        state.preferredDate = action.payload.date;
        state.preferredSlot = null;
        state.slots = null;
      }
      if (action.payload.slot !== undefined) state.preferredSlot = action.payload.slot;
    },
    /**
     * The slots of the date came: a chosen slot that is no longer open gives way to the next free
     * one, and a chosen date with no slot yet takes its first free one.
     */
    slotsLoaded: (state, action: PayloadAction<SlotsAnswer>) => {
      const answer = action.payload;
      if ((state.preferredDate ?? null) !== null && answer.date !== state.preferredDate) return;
      state.slots = answer;
      const chosen = answer.items.find((i) => i.slot === state.preferredSlot);
      const next = answer.next_free;
      if (chosen && !chosen.open && next) {
        if (next.date !== answer.date) state.preferredDate = next.date;
        state.preferredSlot = next.slot;
        state.slots = next.date === answer.date ? answer : null;
      } else if (state.preferredDate && !state.preferredSlot && next?.date === answer.date) {
        state.preferredSlot = next.slot;
      }
    },
    notesChanged: (state, action: PayloadAction<string>) => {
      state.notes = action.payload;
    },
    /** The File rides in payload.file to the saga (never into state). */
    imageChosen: (state, action: PayloadAction<{ file: File }>) => {
      const ok = action.payload.file.type.startsWith("image/");
      state.imageName = ok ? action.payload.file.name : null;
      state.imageError = ok ? null : "Please choose an image file.";
    },
    imageRemoved: (state) => {
      state.imageName = null;
      state.imageError = null;
    },
    /** 'Confirm Address': the address messages first (delivery by the shop needs an address). */
    addressConfirmed: (state) => {
      const errors: CheckoutState["addressErrors"] = {};
      if (state.deliveryType === DELIVERY_TYPE.byShop) {
        if (!state.address.street.trim()) errors.street = CHECKOUT_MESSAGES.streetRequired;
        if (!state.address.zipcode.trim()) errors.zipcode = CHECKOUT_MESSAGES.zipcodeRequired;
      }
      state.addressErrors = errors;
      if (Object.keys(errors).length === 0) markSending(state.verify);
      else state.editingAddress = true;
    },
    addressVerified: (state) => {
      markDone(state.verify);
      state.step = "PAYMENT";
    },
    addressVerifyFailed: (state) => markFailed(state.verify),
    backToConfirmation: (state) => {
      state.step = "ORDER_CONFIRMATION";
      state.pay = idleRequest();
    },
    tabChanged: (state, action: PayloadAction<PaymentTab>) => {
      state.tab = action.payload;
      state.pay = idleRequest();
    },
    /** Leaving the cash tab with the wallet or a promo applied drops both (the saga recomputes). */
    cashLeft: (state) => {
      state.useWallet = false;
      state.promo = null;
      state.promoError = null;
    },
    offersLoaded: (state, action: PayloadAction<Offer[]>) => {
      state.offers = action.payload;
    },
    tokensLoaded: (state, action: PayloadAction<AllTokensData>) => {
      state.tokens = action.payload;
      if (action.payload.cards.length + action.payload.upi.length > 0 && state.tab === PAYMENT_TAB.card)
        state.tab = PAYMENT_TAB.preferred;
    },
    banksLoaded: (state, action: PayloadAction<BanksData>) => {
      state.banks = action.payload;
    },
    walletToggled: (state) => {
      if (state.useWallet) state.useWallet = false;
      else state.notice = state.tab === PAYMENT_TAB.cash ? WALLET_NOTICE.confirmCash : WALLET_NOTICE.confirmOnline;
    },
    walletConfirmed: (state) => {
      state.notice = null;
      state.useWallet = true;
    },
    promoApplied: (state, action: PayloadAction<{ id?: string; code: string }>) => {
      if (promoRefusal({ cod: state.tab === PAYMENT_TAB.cash }) === PROMO_REFUSAL.cod) {
        state.notice = WALLET_NOTICE.promoNotForCod;
        return;
      }
      state.promo = action.payload;
      state.promoError = null;
    },
    promoRejected: (state, action: PayloadAction<string>) => {
      state.promo = null;
      state.promoError = action.payload;
    },
    promoRemoved: (state) => {
      state.promo = null;
      state.promoError = null;
    },
    noticeShown: (state, action: PayloadAction<NoticeMode>) => {
      state.notice = action.payload;
    },
    noticeDismissed: (state) => {
      state.notice = null;
    },
    paymentOrderRequested: (state) => markSending(state.orderRequest),
    paymentOrderLoaded: (state, action: PayloadAction<PaymentOrderData>) => {
      markDone(state.orderRequest);
      state.order = action.payload;
      if (state.tab === PAYMENT_TAB.cash && !action.payload.cod.allowed) state.tab = PAYMENT_TAB.card;
    },
    paymentOrderFailed: (state, action: PayloadAction<string | null>) => markFailed(state.orderRequest, action.payload),
    /** Pay / Place Order. Card details travel in the payload to the saga and on to the provider only. */
    /**
     * `details`: the method entered in our own forms (emulator mode). `method`: live mode's hosted
     * checkout opens with this method preselected and asks for the details itself.
     */
    payRequested: (state, _action: PayloadAction<PayRequest>) => markSending(state.pay),
    payFailed: (state, action: PayloadAction<string | null>) => markFailed(state.pay, action.payload),
    payCancelled: (state) => {
      state.pay = idleRequest();
    },
    substitutionDefaultLoaded: (state, action: PayloadAction<SubstitutionRule>) => {
      state.substitution.default = action.payload;
    },
    substitutionDefaultChosen: (state, action: PayloadAction<SubstitutionRule>) => {
      state.substitution.default = action.payload;
    },
    /** null: the line follows the order's rule. */
    substitutionLineChosen: (state, action: PayloadAction<{ productId: string; rule: SubstitutionRule | null }>) => {
      const { productId, rule } = action.payload;
      if (rule === null) delete state.substitution.lines[productId];
      else state.substitution.lines[productId] = rule;
    },
    orderPlaced: (state, action: PayloadAction<PlaceOrderData>) => {
      markDone(state.pay);
      state.result = action.payload;
      state.step = "PAYMENT_SUCCESS";
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
});

export const {
  substitutionDefaultLoaded,
  substitutionDefaultChosen,
  substitutionLineChosen,
  checkoutOpened,
  checkoutClosed,
  checkoutLocationNeeded,
  checkoutLocationDismissed,
  deliveryTypesLoaded,
  deliveryTypeChosen,
  addressEditToggled,
  addressEdited,
  placeFilled,
  addressSavedAtCheckout,
  saveAddressToggled,
  saveAddressTypeChosen,
  saveAddressNamed,
  preferenceChanged,
  slotsLoaded,
  notesChanged,
  imageChosen,
  imageRemoved,
  addressConfirmed,
  addressVerified,
  addressVerifyFailed,
  backToConfirmation,
  tabChanged,
  cashLeft,
  offersLoaded,
  tokensLoaded,
  banksLoaded,
  walletToggled,
  walletConfirmed,
  promoApplied,
  promoRejected,
  promoRemoved,
  noticeShown,
  noticeDismissed,
  paymentOrderRequested,
  paymentOrderLoaded,
  paymentOrderFailed,
  payRequested,
  payFailed,
  payCancelled,
  orderPlaced,
} = checkoutSlice.actions;

export const checkoutReducer = checkoutSlice.reducer;

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (s: WithCheckout) => s.checkout;
