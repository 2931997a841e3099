// Reads of the session state. This is the session feature's public surface: every other feature
// reads the session through these selectors (the lint's import boundaries allow this one file).
import type { SessionState } from "./slice";

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
export const selectHasToken = (state: WithSession) => state.session.token !== null;
export const selectIsGuest = (state: WithSession) => state.session.guest;
export const selectUserName = (state: WithSession) => state.session.userName;
/** A logged-in customer's access token; null for a guest (or before any session). */
export const selectCustomerToken = (state: WithSession) => (state.session.guest ? null : state.session.token);
