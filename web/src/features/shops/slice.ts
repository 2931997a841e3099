// The shops feature's state: shop groups and offers, under `shops` in the store (the locations
// they are found for are the location feature's).
import { combineReducers } from "@reduxjs/toolkit";
import { discoveryReducer } from "./discovery-slice";
import { offersReducer } from "./offers-slice";
import { findReducer } from "./find-slice";

export const shopsReducer = combineReducers({
  discovery: discoveryReducer,
  offers: offersReducer,
  find: findReducer,
});

export type ShopsState = ReturnType<typeof shopsReducer>;
