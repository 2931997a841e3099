// The Redux store: slices from root-reducer.ts, side effects from root-saga.ts. makeStore builds a
// fresh store (and saga run) per call, so every test starts clean.
import { configureStore } from "@reduxjs/toolkit";
import createSagaMiddleware, { type Task } from "redux-saga";
import { rootReducer } from "./root-reducer";
import { deferredSagaRunner, loadDeferredSagas, rootSaga } from "./root-saga";

export type RootState = ReturnType<typeof rootReducer>;

type StoreOptions = {
  /**
   * When the sagas of the features /home does not need at once start loading (root-saga.ts): the
   * app passes its first render; by default at once. Once their chunk is in (tests load it first),
   * they run at once with the others.
   */
  deferredSagasAfter?: Promise<unknown>;
};

/** How to end each store's sagas, so a test can end what its stores started (testing/setup.ts). */
const storeEnders = new Set<() => void>();

/**
 * Ends every store's sagas (their streams and timers with them), and the deferred ones of a store
 * whose chunk is still on its way never start.
 */
export function endAllSagas(): void {
  for (const end of storeEnders) end();
  storeEnders.clear();
}

export function makeStore(preloadedState?: Partial<RootState>, { deferredSagasAfter }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const deferred = deferredSagaRunner();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Thunks are off: every side effect is a saga (DESIGN 7). Picked files travel to their upload
    // sagas as `payload.file` / `payload.files` (never into state), so those paths may hold Files.
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ["payload.file", "payload.files"] } }).concat(
        sagaMiddleware,
        deferred.middleware,
      ),
  });
  const tasks: Task[] = [];
  let ended = false;
  storeEnders.add(() => {
    ended = true;
    for (const task of tasks) task.cancel();
  });
  tasks.push(sagaMiddleware.run(rootSaga));
  const loaded = loadDeferredSagas.loaded() as typeof import("./deferred-sagas") | undefined;
  if (loaded) {
    deferred.skip();
    tasks.push(sagaMiddleware.run(rootSaga, loaded.deferredSagas));
  } else {
    // A chunk that fails to load (a flaky network) is asked for again every 3 s.
    const load = (): Promise<void> =>
      ended
        ? Promise.resolve()
        : loadDeferredSagas().then(
            (module) => {
              if (ended) return;
              const task = deferred.start(store, (module as typeof import("./deferred-sagas")).deferredSagas);
              if (task) tasks.push(task);
            },
            () => new Promise<void>((resolve) => setTimeout(resolve, 3000)).then(load),
          );
    void Promise.resolve(deferredSagasAfter).then(load);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
