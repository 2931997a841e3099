// The Redux store: slices from root-reducer.ts, side effects from root-saga.ts. makeStore builds a
// fresh store (and saga run) per call, so every test starts clean.
import { configureStore } from "@reduxjs/toolkit";
import createSagaMiddleware from "redux-saga";
import { rootReducer } from "./root-reducer";
import { rootSaga } from "./root-saga";

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Thunks are off: every side effect is a saga (DESIGN 7). Picked files travel to their upload
    // sagas as `payload.file` / `payload.files` (never into state), so those paths may hold Files.
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ["payload.file", "payload.files"] } }).concat(
        sagaMiddleware,
      ),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
