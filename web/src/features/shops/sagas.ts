// The shops feature's root saga: shop groups, offers, search across shops.
import type { SagaIterator } from "redux-saga";
import { all, call } from "redux-saga/effects";
import { discoverySaga } from "./discovery-sagas";
import { findSaga } from "./find-sagas";

export function* shopsSaga(): SagaIterator {
  yield all([call(discoverySaga), call(findSaga)]);
}
