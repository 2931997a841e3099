import { describe, expect, it } from "vitest";
import { configureStore, createAction, createSlice } from "@reduxjs/toolkit";
import createSagaMiddleware, { type SagaIterator } from "redux-saga";
import { put, select, takeEvery } from "redux-saga/effects";
import { deferredSagaRunner, loadDeferredSagas } from "./root-saga";

const asked = createAction<string>("test/asked");
const answered = createAction<string>("test/answered");
const log = createSlice({
  name: "log",
  initialState: { seen: [] as string[] },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(asked, (state, { payload }) => void state.seen.push(`asked ${payload}`));
    builder.addCase(answered, (state, { payload }) => void state.seen.push(`answered ${payload}`));
  },
});

function storeWithRunner() {
  const runner = deferredSagaRunner();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { log: log.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware, runner.middleware),
  });
  return { store, runner };
}

/** A deferred feature: answers each question, reading the state as it is when the answer goes. */
function* answeringSaga(): SagaIterator {
  yield takeEvery(asked, function* ({ payload }) {
    const seen: string[] = yield select((state: { log: { seen: string[] } }) => state.log.seen);
    yield put(answered(`${payload} after ${seen.length}`));
  });
}

describe("deferred sagas", () => {
  it("hand the sagas every action dispatched before they arrived, in order, then the later ones", () => {
    const { store, runner } = storeWithRunner();
    store.dispatch(asked("a"));
    store.dispatch(asked("b"));
    expect(store.getState().log.seen).toEqual(["asked a", "asked b"]);

    runner.start(store, [answeringSaga]);
    expect(store.getState().log.seen).toEqual(["asked a", "asked b", "answered a after 2", "answered b after 3"]);

    store.dispatch(asked("c"));
    expect(store.getState().log.seen.slice(-2)).toEqual(["asked c", "answered c after 5"]);
  });

  it("start once: a second start neither runs the sagas again nor replays", () => {
    const { store, runner } = storeWithRunner();
    store.dispatch(asked("a"));
    runner.start(store, [answeringSaga]);
    runner.start(store, [answeringSaga]);
    store.dispatch(asked("b"));
    expect(store.getState().log.seen).toEqual(["asked a", "answered a after 1", "asked b", "answered b after 3"]);
  });

  it("are the features /home does not need before its first draw", async () => {
    const { deferredSagas } = (await loadDeferredSagas()) as typeof import("./deferred-sagas");
    expect(deferredSagas.map((saga) => saga.name)).toEqual(
      expect.arrayContaining(["checkoutSaga", "ordersSaga", "profileSaga", "authSaga", "liveSaga"]),
    );
  });
});
