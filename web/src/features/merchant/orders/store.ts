// The orders pages' own Redux store (slice.ts, sagas.ts): the console loads on demand, so the
// app's store does not carry the board; one store for the console's lifetime, made when first
// needed, keeps the board, the open order and the live stream's place across pages.
import { configureStore } from "@reduxjs/toolkit";
import createSagaMiddleware from "redux-saga";
import { merchantOrdersReducer } from "./slice";
import { merchantOrdersSaga } from "./sagas";
import { consoleToken } from "../console-api";

export function makeOrdersStore() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { merchantOrders: merchantOrdersReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(merchantOrdersSaga);
  return store;
}

export type OrdersStore = ReturnType<typeof makeOrdersStore>;

let shared: { store: OrdersStore; token: string | null } | null = null;
/** The store of the signed-in member: another sign-in on the device starts a fresh one. */
export function ordersStore(): OrdersStore {
  const token = consoleToken();
  if (!shared || shared.token !== token) shared = { store: makeOrdersStore(), token };
  return shared.store;
}
