// Wraps an orders page in the orders store's Provider.
import type { ComponentType } from "react";
import { Provider } from "react-redux";
import { ordersStore } from "./store";

export function withOrdersStore<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithOrdersStore(props: P) {
    return (
      <Provider store={ordersStore()}>
        <Page {...props} />
      </Provider>
    );
  }
  return WithOrdersStore;
}
