// Session events that several features react to (cart, places, profile...). They live here, not in
// features/session, because a feature never imports another feature; the session feature owns
// their meaning and the storage behind them.
import { createAction } from "@reduxjs/toolkit";
import type { CartView } from "@contract/cart";
import type { ProfileData } from "@contract/profile";
import type { SessionData } from "@contract/session";
import type { LiveEvent } from "@contract/live";

/** A fresh session from the server: guest, login, sign-up or refresh. The session saga stores it. */
export const sessionEstablished = createAction<SessionData>("session/established");
/** A customer session read back from local storage at start-up. */
export const sessionRestored = createAction<SessionData>("session/restored");
/** The server answered token "expired": log out and clear cart and saved address. */
export const sessionExpired = createAction("session/expired");
/**
 * A customer logged in or signed up (not a refresh or a restore): features fetch the profile, reset
 * the cart count and clear the saved address choice (spec part 1 section 4).
 */
export const loggedIn = createAction<SessionData>("session/loggedIn");
/** The customer's name changed (profile edit): the session keeps it for the header. */
export const userNameChanged = createAction<string>("session/userNameChanged");
/** The user is now a guest again: forget account data, go to /home. */
export const loggedOut = createAction("session/loggedOut");
/**
 * The ads fetch answered token "expired": only the saved address choice is cleared, without a
 * logout (spec part 2 section 8). The feature that owns the saved address choice answers it.
 */
export const savedAddressChoiceCleared = createAction("session/savedAddressChoiceCleared");
/**
 * The server filled the cart from elsewhere (buy again on Purchase History): the cart feature
 * shows this view from now on.
 */
export const cartReplaced = createAction<CartView>("cart/replaced");
/**
 * The customer's profile as GET /profile/view answered it, loaded in one place (the profile
 * feature, on restore, login or when asked): the profile page shows it and the location feature
 * takes the saved addresses from it, so a session start asks once.
 */
export const profileLoaded = createAction<ProfileData>("profile/loaded");
/** Loading the profile failed (the message to show). */
export const profileLoadFailed = createAction<string>("profile/loadFailed");
/**
 * An event from the customer's live stream (GET /user/live/events, read by the live feature): the
 * orders feature refreshes what it shows of that order, the live feature lists it under the bell.
 */
export const liveEventReceived = createAction<LiveEvent>("live/eventReceived");
