// The catalog feature's state under `catalog` in the store: the page, the detail modal and report
// dialog, and the private shop's delivery location.
import { combineReducers } from "@reduxjs/toolkit";
import { catalogPageReducer } from "./slice";
import { catalogDetailReducer } from "./detail-slice";
import { catalogLocationReducer } from "./location-slice";

export const catalogReducer = combineReducers({
  page: catalogPageReducer,
  detail: catalogDetailReducer,
  location: catalogLocationReducer,
});

export type CatalogState = ReturnType<typeof catalogReducer>;
