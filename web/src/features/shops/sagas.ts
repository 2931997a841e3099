// The shops feature's root saga: locations, shop groups and offers.
import { all, call } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { locationsSaga } from "./location-sagas";
import { discoverySaga } from "./discovery-sagas";

export function* shopsSaga(): SagaIterator {
  yield all([call(locationsSaga), call(discoverySaga)]);
}
