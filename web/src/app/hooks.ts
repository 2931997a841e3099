// Typed hooks: components use these instead of the plain react-redux ones.
import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppStore, RootState } from "./store";

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for an effect that reads the state once (no subscription). */
export const useAppStore = useStore.withTypes<AppStore>();
