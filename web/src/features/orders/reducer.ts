// The orders feature's state under `orders` in the store.
import { combineReducers } from "@reduxjs/toolkit";
import { ordersListsReducer } from "./list-slice";
import { orderReducer } from "./order-slice";
import { flowReducer } from "./flow-slice";

export const ordersReducer = combineReducers({
  lists: ordersListsReducer,
  order: orderReducer,
  flow: flowReducer,
});

export type OrdersState = ReturnType<typeof ordersReducer>;
