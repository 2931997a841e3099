// The cart as the server last answered it, the page it is shown on, the drag in progress
// (START_DRAGGING, then DROP or CANCEL: spec part 2 section 4) and the notice or dialog open.
import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { BillingPrices, CartView, CustomizeChoice, DeliveryTypesData } from "@contract/cart";
import type { BasketData, RefillData } from "@contract/finder";
import { cartReplaced, loggedIn, loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { CartProductRef } from "./types";

/** The products page the cart sits on: its shop, and whether a delivery location is chosen. */
export type CartContext = { shopId: string; isPrivate: boolean; deliveryLocationSet: boolean };

export type CartNotice =
  | { kind: "emptyLocation" }
  /** Adding from another shop; `retry` is added after the customer clears the cart. */
  | { kind: "conflict"; retry: AddPayload | null }
  | { kind: "subscribe"; message: string };

export type CartPanel = "billing" | "customize" | "availability" | "drawer" | "basket";

export type AddPayload = { product: CartProductRef; qty?: number; shopId?: string; isPrivate?: boolean };
export type RemovePayload = { productId: string; qty?: number; all?: boolean };

export type CartState = {
  view: CartView | null;
  viewRequest: RequestState;
  changeRequest: RequestState;
  /** The product whose change is on its way (its controls show busy). */
  pendingProductId: string | null;
  context: CartContext | null;
  /** A request from Cart(n) in the header to bring the sidebar into view. */
  focusRequest: number;
  drag: { status: "idle" | "dragging"; product: CartProductRef | null; viaKeyboard: boolean };
  notice: CartNotice | null;
  panel: CartPanel | null;
  availabilityProductId: string | null;
  billing: { request: RequestState; prices: BillingPrices | null };
  deliveryTypes: { request: RequestState; data: DeliveryTypesData | null };
  customize: {
    request: RequestState;
    auto: CustomizeChoice | null;
    stores: CustomizeChoice[];
    /** The choice in the dialog: a store id, or null for none (cheapest stores first). */
    choice: string | null;
    write: RequestState;
  };
  /** 'Cheaper elsewhere?': the cart priced at the nearby shops, and moving it to one. */
  basket: {
    request: RequestState;
    data: BasketData | null;
    /** The shop the customer is asked to confirm moving the cart to. */
    confirmShopId: string | null;
    move: RequestState;
    /** The answer of the move: the shop now in the cart and what it could not supply. */
    moved: RefillData | null;
    moveError: string | null;
  };
};

function idleBasket(): CartState["basket"] {
  return { request: idleRequest(), data: null, confirmShopId: null, move: idleRequest(), moved: null, moveError: null };
}

const initialState: CartState = {
  view: null,
  viewRequest: idleRequest(),
  changeRequest: idleRequest(),
  pendingProductId: null,
  context: null,
  focusRequest: 0,
  drag: { status: "idle", product: null, viaKeyboard: false },
  notice: null,
  panel: null,
  availabilityProductId: null,
  billing: { request: idleRequest(), prices: null },
  deliveryTypes: { request: idleRequest(), data: null },
  customize: { request: idleRequest(), auto: null, stores: [], choice: null, write: idleRequest() },
  basket: idleBasket(),
};

const idleDrag = (state: CartState) => {
  state.drag = { status: "idle", product: null, viaKeyboard: false };
};

/** 'Proceed to Buy': checkout (another feature) takes it from here. */
export const checkoutRequested = createAction<{ shopId: string; amount: number }>("cart/checkoutRequested");

const cartSlice = createSlice({
  name: "cart",
  initialState,
  reducers: {
    viewRequested: (state) => markSending(state.viewRequest),
    viewLoaded: (state, action: PayloadAction<CartView>) => {
      markDone(state.viewRequest);
      state.view = action.payload;
    },
    viewFailed: (state) => markFailed(state.viewRequest),
    contextChanged: (state, action: PayloadAction<CartContext>) => {
      state.context = action.payload;
      // Arrived at the shop the cart was moved to: the move is done.
      if (state.basket.moved?.shop._id === action.payload.shopId) state.basket = idleBasket();
    },
    contextLeft: (state) => {
      state.context = null;
    },
    lineAddRequested: (state, action: PayloadAction<AddPayload>) => {
      markSending(state.changeRequest);
      state.pendingProductId = action.payload.product._id;
    },
    /** The add a guest asked for, finished after the login (its card shows busy). */
    lineAddStarted: (state, action: PayloadAction<string>) => {
      markSending(state.changeRequest);
      state.pendingProductId = action.payload;
    },
    lineRemoveRequested: (state, action: PayloadAction<RemovePayload>) => {
      markSending(state.changeRequest);
      state.pendingProductId = action.payload.productId;
    },
    /** The quantity dropdown: the saga turns the difference into an add or a remove. */
    lineQuantityChosen: (state, action: PayloadAction<{ productId: string; qty: number }>) => {
      markSending(state.changeRequest);
      state.pendingProductId = action.payload.productId;
    },
    changeSucceeded: (state, action: PayloadAction<CartView>) => {
      markDone(state.changeRequest);
      state.pendingProductId = null;
      state.view = action.payload;
    },
    changeFailed: (state) => {
      markFailed(state.changeRequest);
      state.pendingProductId = null;
    },
    /** START_DRAGGING */
    dragStarted: (state, action: PayloadAction<{ product: CartProductRef; viaKeyboard?: boolean }>) => {
      state.drag = {
        status: "dragging",
        product: action.payload.product,
        viaKeyboard: action.payload.viaKeyboard ?? false,
      };
    },
    /** DROP: the dropped product is added (the saga reads it from the payload). */
    dropped: (state, _action: PayloadAction<CartProductRef>) => idleDrag(state),
    /** CANCEL */
    dragCancelled: idleDrag,
    noticeShown: (state, action: PayloadAction<CartNotice>) => {
      state.notice = action.payload;
    },
    noticeDismissed: (state) => {
      state.notice = null;
    },
    /** "Clear Cart" in the conflict notice; the product that met the conflict is added after. */
    conflictClearConfirmed: (state, _action: PayloadAction<AddPayload | null>) => {
      state.notice = null;
      markSending(state.changeRequest);
    },
    clearRequested: (state) => markSending(state.changeRequest),
    focusRequested: (state) => {
      state.focusRequest += 1;
    },
    /** Billing and customize load what they show as they open. */
    panelOpened: (state, action: PayloadAction<CartPanel>) => {
      state.panel = action.payload;
      if (action.payload === "billing") markSending(state.billing.request);
      if (action.payload === "customize") {
        markSending(state.customize.request);
        state.customize.write = idleRequest();
      }
      if (action.payload === "basket") {
        state.basket = idleBasket();
        markSending(state.basket.request);
      }
    },
    availabilityOpened: (state, action: PayloadAction<string>) => {
      state.panel = "availability";
      state.availabilityProductId = action.payload;
    },
    panelClosed: (state) => {
      state.panel = null;
      state.availabilityProductId = null;
    },
    billingLoaded: (state, action: PayloadAction<BillingPrices>) => {
      markDone(state.billing.request);
      state.billing.prices = action.payload;
    },
    billingFailed: (state) => markFailed(state.billing.request),
    deliveryTypesRequested: (state, _action: PayloadAction<string>) => markSending(state.deliveryTypes.request),
    deliveryTypesLoaded: (state, action: PayloadAction<DeliveryTypesData>) => {
      markDone(state.deliveryTypes.request);
      state.deliveryTypes.data = action.payload;
    },
    deliveryTypesFailed: (state) => markFailed(state.deliveryTypes.request),
    deliveryTypeChosen: (state, action: PayloadAction<number>) => {
      markSending(state.deliveryTypes.request);
      if (state.deliveryTypes.data) state.deliveryTypes.data.delivery_type = action.payload;
    },
    customizeLoaded: (state, action: PayloadAction<{ auto: CustomizeChoice; stores: CustomizeChoice[] }>) => {
      markDone(state.customize.request);
      state.customize.auto = action.payload.auto;
      state.customize.stores = action.payload.stores;
      state.customize.choice = action.payload.stores.find((s) => s.selected)?._id ?? null;
    },
    customizeFailed: (state) => markFailed(state.customize.request),
    customizeChoiceSelected: (state, action: PayloadAction<string | null>) => {
      state.customize.choice = action.payload;
    },
    /** Fresh prices of the chosen store (POST /cart/view/cs). */
    customizeChoiceRefreshed: (state, action: PayloadAction<CustomizeChoice>) => {
      state.customize.stores = state.customize.stores.map((s) => (s._id === action.payload._id ? action.payload : s));
    },
    customizeWriteRequested: (state) => markSending(state.customize.write),
    customizeWritten: (state, action: PayloadAction<CartView>) => {
      markDone(state.customize.write);
      state.view = action.payload;
      state.panel = null;
    },
    customizeWriteFailed: (state) => markFailed(state.customize.write),
    subscribeRequested: () => {},
    basketLoaded: (state, action: PayloadAction<BasketData>) => {
      markDone(state.basket.request);
      state.basket.data = action.payload;
    },
    basketFailed: (state) => markFailed(state.basket.request),
    /** 'Move cart here': ask first, the cart is cleared and refilled. */
    basketMoveAsked: (state, action: PayloadAction<string | null>) => {
      state.basket.confirmShopId = action.payload;
    },
    basketMoveConfirmed: (state, _action: PayloadAction<string>) => {
      state.basket.confirmShopId = null;
      state.basket.moveError = null;
      markSending(state.basket.move);
    },
    basketMoved: (state, action: PayloadAction<RefillData>) => {
      markDone(state.basket.move);
      state.basket.moved = action.payload;
      state.view = action.payload.cart;
    },
    basketMoveFailed: (state, action: PayloadAction<string>) => {
      markFailed(state.basket.move);
      state.basket.moveError = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A new session starts with an empty cart state; the saga reloads the customer's cart.
    const reset = (state: CartState) => ({ ...initialState, context: state.context });
    builder.addCase(loggedIn, reset).addCase(loggedOut, reset).addCase(sessionExpired, reset);
    builder.addCase(cartReplaced, (state, action) => {
      state.view = action.payload;
    });
    // Checkout takes over from the drawer's 'Proceed to Buy': the drawer must not stay open behind
    // it (an order empties the cart, and the empty drawer would cover Track Order).
    builder.addCase(checkoutRequested, (state) => {
      if (state.panel === "drawer") state.panel = null;
    });
  },
});


export const {
  viewRequested,
  viewLoaded,
  viewFailed,
  contextChanged,
  contextLeft,
  lineAddRequested,
  lineAddStarted,
  lineRemoveRequested,
  lineQuantityChosen,
  changeSucceeded,
  changeFailed,
  dragStarted,
  dropped,
  dragCancelled,
  noticeShown,
  noticeDismissed,
  conflictClearConfirmed,
  clearRequested,
  focusRequested,
  panelOpened,
  availabilityOpened,
  panelClosed,
  billingLoaded,
  billingFailed,
  deliveryTypesRequested,
  deliveryTypesLoaded,
  deliveryTypesFailed,
  deliveryTypeChosen,
  customizeLoaded,
  customizeFailed,
  customizeChoiceSelected,
  customizeChoiceRefreshed,
  customizeWriteRequested,
  customizeWritten,
  customizeWriteFailed,
  subscribeRequested,
  basketLoaded,
  basketFailed,
  basketMoveAsked,
  basketMoveConfirmed,
  basketMoved,
  basketMoveFailed,
} = cartSlice.actions;

export const cartReducer = cartSlice.reducer;
