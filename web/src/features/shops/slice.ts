// The shops feature's state: locations, shop groups and offers, under `shops` in the store.
import { combineReducers } from "@reduxjs/toolkit";
import { locationsReducer } from "./locations-slice";
import { discoveryReducer } from "./discovery-slice";
import { offersReducer } from "./offers-slice";

export const shopsReducer = combineReducers({
  locations: locationsReducer,
  discovery: discoveryReducer,
  offers: offersReducer,
});

export type ShopsState = ReturnType<typeof shopsReducer>;
