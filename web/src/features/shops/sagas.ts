// The shops feature's root saga: shop groups and offers.
import type { SagaIterator } from "redux-saga";
import { discoverySaga } from "./discovery-sagas";

export function* shopsSaga(): SagaIterator {
  yield* discoverySaga();
}
