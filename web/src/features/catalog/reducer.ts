// The catalog feature's state under `catalog` in the store: the page, the detail modal and report
// dialog. The delivery location is the location feature's.
import { combineReducers } from "@reduxjs/toolkit";
import { catalogPageReducer } from "./slice";
import { catalogDetailReducer } from "./detail-slice";

export const catalogReducer = combineReducers({
  page: catalogPageReducer,
  detail: catalogDetailReducer,
});

export type CatalogState = ReturnType<typeof catalogReducer>;
