// Renders UI as the app does: a real store (sagas running) and a memory router at a given path.
import type { ReactElement } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { Provider } from "react-redux";
import { MemoryRouter, useLocation } from "react-router-dom";
import { makeStore, type AppStore, type RootState } from "@/app/store";

type Options = {
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
};

export type RenderWithAppResult = RenderResult & { store: AppStore; location: () => string };

export function renderWithApp(
  ui: ReactElement,
  { path = "/", preloadedState, store }: Options = {},
): RenderWithAppResult {
  const appStore = store ?? makeStore(preloadedState);
  const current = { pathname: path };
  // Records where the router is, so tests can assert redirects without reaching into history.
  function LocationProbe() {
    current.pathname = useLocation().pathname;
    return null;
  }
  const result = render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store: appStore, location: () => current.pathname };
}
