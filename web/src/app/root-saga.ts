// The root saga spawns each feature's root saga: spawned tasks are detached, so one feature's
// crash is logged and ends that feature only, never the others (redux-saga docs, "RootSaga").
// The features /home needs at once run from the first action; the others (deferred-sagas.ts) come
// in a chunk of their own as the first page is drawn, and are handed every action dispatched
// before they arrived, in order (startDeferredSagas).
import { call, spawn } from "redux-saga/effects";
import { runSaga, stdChannel, type SagaIterator, type Task } from "redux-saga";
import type { Middleware, UnknownAction } from "@reduxjs/toolkit";
import { sessionSaga } from "@/features/session/sagas";
import { catalogSaga } from "@/features/catalog/sagas";
import { shopsSaga } from "@/features/shops/sagas";
import { locationSaga } from "@/features/location";
import { cartSaga } from "@/features/cart/sagas";
import { chunk } from "./lazy-pages";

export type FeatureSaga = () => SagaIterator;

/** A feature with side effects that /home needs before its first draw adds its root saga here. */
export const featureSagas: FeatureSaga[] = [sessionSaga, locationSaga, catalogSaga, shopsSaga, cartSaga];

/** The chunk of the other features' sagas (a feature with side effects adds its root saga there). */
export const loadDeferredSagas = chunk(() => import("./deferred-sagas"));

function* guarded(saga: FeatureSaga): SagaIterator {
  try {
    yield call(saga);
  } catch (error) {
    console.error(`Saga ${saga.name || "anonymous"} stopped after an unexpected error`, error);
  }
}

export function* rootSaga(sagas: FeatureSaga[] = featureSagas): SagaIterator {
  for (const saga of sagas) yield spawn(guarded, saga);
}

type Store = { dispatch: (action: UnknownAction) => unknown; getState: () => unknown };
const tokenOf = (state: unknown) => (state as { session?: { token?: string | null } }).session?.token ?? null;

/**
 * Keeps every action the store handles until the deferred sagas run, then hands them over: the
 * middleware goes after the saga middleware, and `start` runs the deferred root saga on its own
 * channel, replays what was kept and forwards every later action to it.
 */
export function deferredSagaRunner() {
  /** Each kept action with the session's token once it was handled. */
  let kept: { action: UnknownAction; token: string | null }[] | null = [];
  let channel: ReturnType<typeof stdChannel> | null = null;
  let started = false;
  const middleware: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    if (channel) channel.put(action as UnknownAction);
    else kept?.push({ action: action as UnknownAction, token: tokenOf(api.getState()) });
    return result;
  };
  /** Runs the deferred sagas (once) on the store's actions, those kept first; answers their task. */
  function start(store: Store, sagas: FeatureSaga[]): Task | undefined {
    if (started) return undefined;
    started = true;
    const own = stdChannel();
    const task = runSaga(
      {
        channel: own,
        dispatch: store.dispatch,
        getState: store.getState,
        onError: (error) => console.error("Deferred sagas stopped after an unexpected error", error),
      },
      rootSaga,
      sagas,
    );
    const backlog = kept ?? [];
    kept = null;
    channel = own;
    // What was asked under a session that has ended meanwhile (an expired token turned into a
    // guest's) is not answered now: its customer-only loads would go out with the guest's token.
    const current = tokenOf(store.getState());
    for (const { action, token } of backlog) if (token === current) own.put(action);
    return task;
  }
  /** Before the first action: the deferred sagas will run with the store's own saga middleware. */
  function skip() {
    started = true;
    kept = null;
  }
  return { middleware, start, skip };
}
