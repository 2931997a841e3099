// The orders feature's state under `orders` in the store.
import { combineReducers } from "@reduxjs/toolkit";
import { ordersListsReducer } from "./list-slice";
import { orderReducer } from "./order-slice";
import { flowReducer } from "./flow-slice";
import { buyAgainReducer } from "./again-slice";

export const ordersReducer = combineReducers({
  lists: ordersListsReducer,
  order: orderReducer,
  flow: flowReducer,
  buyAgain: buyAgainReducer,
});

export type OrdersState = ReturnType<typeof ordersReducer>;
