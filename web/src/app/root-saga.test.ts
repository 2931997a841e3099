import { describe, expect, it } from "vitest";
import { configureStore, createAction, createSlice } from "@reduxjs/toolkit";
import createSagaMiddleware, { type SagaIterator } from "redux-saga";
import { put, select, takeEvery } from "redux-saga/effects";
import { deferredSagaRunner, loadDeferredSagas } from "./root-saga";
import { loggedIn, sessionRestored } from "./events";

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

  it("do not start again a session that ended before they arrived (an expired token turned guest)", () => {
    const runner = deferredSagaRunner();
    const session = createSlice({
      name: "session",
      initialState: { token: null as string | null },
      reducers: {},
      extraReducers: (builder) => {
        builder.addCase(sessionRestored, (state, { payload }) => void (state.token = payload.token));
        builder.addCase(loggedIn, (state, { payload }) => void (state.token = payload.token));
      },
    });
    const store = configureStore({
      reducer: { session: session.reducer },
      middleware: (getDefault) => getDefault({ thunk: false }).concat(createSagaMiddleware(), runner.middleware),
    });
    const as = (token: string, guest: boolean) => ({
      token,
      refresh_token: null,
      expiry: 0,
      guest,
      user_name: guest ? "Guest" : "Asha",
      new_user: false,
    });
    const started: string[] = [];
    function* loadingSaga(): SagaIterator {
      yield takeEvery([sessionRestored, loggedIn], ({ payload }: { payload: { token: string } }) => {
        started.push(payload.token);
      });
    }
    store.dispatch(sessionRestored(as("customer-token", false)));
    store.dispatch(sessionRestored(as("guest-token", true)));
    runner.start(store, [loadingSaga]);
    expect(started).toEqual(["guest-token"]);
    store.dispatch(loggedIn(as("new-customer-token", false)));
    expect(started).toEqual(["guest-token", "new-customer-token"]);
  });

  it("are the features /home does not need before its first draw", async () => {
    const { deferredSagas } = (await loadDeferredSagas()) as typeof import("./deferred-sagas");
    expect(deferredSagas.map((saga) => saga.name)).toEqual(
      expect.arrayContaining(["checkoutSaga", "ordersSaga", "profileSaga", "authSaga", "liveSaga"]),
    );
  });
});
