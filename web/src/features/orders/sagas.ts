// The orders feature's root saga.
import { all, call } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { listSagas } from "./list-sagas";
import { actionSagas } from "./action-sagas";
import { flowSagas } from "./flow-sagas";
import { againSagas } from "./again-sagas";
import { liveSagas } from "./live-sagas";

export function* ordersSaga(): SagaIterator {
  yield all([call(listSagas), call(actionSagas), call(flowSagas), call(againSagas), call(liveSagas)]);
}
