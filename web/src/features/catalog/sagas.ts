// The catalog feature's root saga (spawned by app/root-saga.ts).
import { all, call } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { catalogPageSaga } from "./page-sagas";
import { catalogDetailSaga } from "./detail-sagas";
import { catalogDeliverySaga } from "./delivery-sagas";

export function* catalogSaga(): SagaIterator {
  yield all([call(catalogPageSaga), call(catalogDetailSaga), call(catalogDeliverySaga)]);
}
