import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { CART_MESSAGES } from "@contract/cart-constants";
import { ERROR_CODE } from "@contract/errors";
import { makeStore } from "@/app/store";
import { loggedIn, sessionEstablished } from "@/app/events";
import { clearCartRequested, modalClosed } from "@/app/ui-slice";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import {
  conflictClearConfirmed,
  contextChanged,
  deliveryTypeChosen,
  dragStarted,
  dropped,
  lineAddRequested,
  lineQuantityChosen,
  subscribeRequested,
  viewLoaded,
} from "./slice";
import { atta, attaItem, cartView, customer, emptyView } from "./test-data";

const onShopA = contextChanged({ shopId: "shop-a", isPrivate: false, deliveryLocationSet: true });
const bodies = (requests: MockRequest[], url: string) => requests.filter((r) => r.url === url).map((r) => r.body);

describe("cart sagas", () => {
  it("sends a guest to the login modal instead of changing the cart", async () => {
    const { requests } = mockFetch(() => reply("POST /cart/view/cr", emptyView));
    const store = makeStore();
    store.dispatch(onShopA);
    store.dispatch(lineAddRequested({ product: atta }));
    await waitFor(() => expect(store.getState().ui.modal).toBe("login"));
    expect(requests).toHaveLength(0);
  });

  /** What the login modal does on success (features/auth): store the session, announce it, close. */
  const logIn = (store: ReturnType<typeof makeStore>) => {
    store.dispatch(sessionEstablished(customerSession));
    store.dispatch(loggedIn(customerSession));
    store.dispatch(modalClosed());
  };
  const cartCalls = (requests: MockRequest[]) =>
    requests.filter((r) => r.url.startsWith("/user/cart/")).map((r) => `${r.method} ${r.url}`);

  it("keeps the customer's saved cart at login: the state is emptied and the saved cart loaded, nothing deleted", async () => {
    const { requests } = mockFetch(({ url }) =>
      url === "/user/cart/view/cr"
        ? reply("POST /cart/view/cr", cartView([attaItem(3)]))
        : failure(ERROR_CODE.NOT_FOUND, "no"),
    );
    const store = makeStore();
    store.dispatch(viewLoaded(cartView([attaItem(9)])));
    logIn(store);
    // The cart count resets at once (spec part 1 section 4) ...
    expect(store.getState().cart.view).toBeNull();
    // ... and the customer's own cart comes back.
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(3));
    expect(cartCalls(requests)).toEqual(["POST /user/cart/view/cr"]);
  });

  it("finishes a guest's ADD after the login, after loading the saved cart", async () => {
    const { requests } = mockFetch(({ url }) => {
      if (url === "/user/cart/view/cr") return reply("POST /cart/view/cr", emptyView);
      if (url === "/user/cart/add") return reply("POST /cart/add", cartView([attaItem(1)]));
      return failure(ERROR_CODE.NOT_FOUND, "no");
    });
    const store = makeStore();
    store.dispatch(onShopA);
    store.dispatch(lineAddRequested({ product: atta }));
    await waitFor(() => expect(store.getState().ui.modal).toBe("login"));
    logIn(store);
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(1));
    expect(cartCalls(requests)).toEqual(["POST /user/cart/view/cr", "POST /user/cart/add"]);
    expect(bodies(requests, "/user/cart/add")[0]).toMatchObject({ _id: "shop-a", product_id: "p-atta" });
  });

  it("forgets the guest's ADD when the login modal is closed without logging in", async () => {
    const { requests } = mockFetch(({ url }) =>
      url === "/user/cart/view/cr" ? reply("POST /cart/view/cr", emptyView) : failure(ERROR_CODE.NOT_FOUND, "no"),
    );
    const store = makeStore();
    store.dispatch(onShopA);
    store.dispatch(dropped(atta));
    await waitFor(() => expect(store.getState().ui.modal).toBe("login"));
    store.dispatch(modalClosed());
    logIn(store);
    await waitFor(() => expect(store.getState().cart.viewRequest.status).toBe("done"));
    await new Promise((r) => setTimeout(r, 20));
    expect(cartCalls(requests)).toEqual(["POST /user/cart/view/cr"]);
  });

  it("shows 'Empty Location' when no delivery location is chosen", async () => {
    const { requests } = mockFetch(() => reply("POST /cart/view/cr", emptyView));
    const store = makeStore(customer);
    store.dispatch(contextChanged({ shopId: "shop-a", isPrivate: false, deliveryLocationSet: false }));
    store.dispatch(dropped(atta));
    await waitFor(() => expect(store.getState().cart.notice).toEqual({ kind: "emptyLocation" }));
    expect(requests).toHaveLength(0);
  });

  it("adds with the spec's payload and keeps the server's answer", async () => {
    const { requests } = mockFetch(() => reply("POST /cart/add", cartView([attaItem(1)])));
    const store = makeStore(customer);
    store.dispatch(onShopA);
    store.dispatch(lineAddRequested({ product: atta }));
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(1));
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "/user/cart/add",
      body: {
        _id: "shop-a",
        product_id: "p-atta",
        is_private: false,
        stores: [
          { store_id: "s1", qty: 0 },
          { store_id: "s2", qty: 0 },
        ],
      },
    });
    expect(store.getState().cart.changeRequest.status).toBe("done");
  });

  it("runs changes one after another, in order", async () => {
    let inFlight = 0;
    let most = 0;
    let count = 0;
    // Only this store's cart calls count: a call still finishing from an earlier test may land here.
    const adds = (url: string) => url.startsWith("/user/cart/add");
    const { requests } = mockFetch(async (r) => {
      const mine = adds(r.url);
      if (mine) inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (mine) {
        inFlight -= 1;
        count += 1;
      }
      return reply("POST /cart/add", cartView([attaItem(count + 2)]));
    });
    const store = makeStore(customer);
    store.dispatch(onShopA);
    store.dispatch(lineAddRequested({ product: atta }));
    store.dispatch(lineAddRequested({ product: atta }));
    store.dispatch(lineAddRequested({ product: atta }));
    await waitFor(() => expect(requests.filter((r) => adds(r.url))).toHaveLength(3));
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(5));
    expect(most).toBe(1);
  });

  it("turns the group conflict into the spec's question, and Clear Cart clears then adds", async () => {
    let cleared = false;
    const { requests } = mockFetch(({ method, url }) => {
      if (url === "/user/cart/clear/cr") {
        cleared = true;
        return reply("DELETE /cart/clear/cr", emptyView);
      }
      if (method === "POST" && url === "/user/cart/add") {
        return cleared
          ? reply("POST /cart/add", cartView([attaItem(1)]))
          : failure(ERROR_CODE.CART_GROUP_CONFLICT, CART_MESSAGES.groupConflict);
      }
      return failure(ERROR_CODE.NOT_FOUND, "no");
    });
    const store = makeStore(customer);
    store.dispatch(onShopA);
    store.dispatch(lineAddRequested({ product: atta }));
    await waitFor(() => expect(store.getState().cart.notice?.kind).toBe("conflict"));
    // The cart explains the conflict itself: no generic error dialog.
    expect(store.getState().ui.apiError.open).toBe(false);
    const notice = store.getState().cart.notice;
    store.dispatch(conflictClearConfirmed(notice?.kind === "conflict" ? notice.retry : null));
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(1));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /user/cart/add",
      "DELETE /user/cart/clear/cr",
      "POST /user/cart/add",
    ]);
  });

  it("shows the server's message for other refusals", async () => {
    mockFetch(() => failure(ERROR_CODE.OUT_OF_STOCK, "Only 8 of Whole Wheat Atta are in stock."));
    const store = makeStore(customer);
    store.dispatch(onShopA);
    store.dispatch(lineAddRequested({ product: atta }));
    await waitFor(() =>
      expect(store.getState().ui.apiError).toEqual({ open: true, message: "Only 8 of Whole Wheat Atta are in stock." }),
    );
    expect(store.getState().cart.changeRequest.status).toBe("error");
  });

  it("turns a chosen quantity into an add or a remove of the difference", async () => {
    const { requests } = mockFetch(({ url }) =>
      url.endsWith("add")
        ? reply("POST /cart/add", cartView([attaItem(6)]))
        : reply("DELETE /cart/remove/cr", cartView([attaItem(3)])),
    );
    const store = makeStore(customer);
    store.dispatch(onShopA);
    store.dispatch(viewLoaded(cartView([attaItem(4)])));
    store.dispatch(lineQuantityChosen({ productId: "p-atta", qty: 6 }));
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(6));
    store.dispatch(lineQuantityChosen({ productId: "p-atta", qty: 3 }));
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(3));
    expect(bodies(requests, "/user/cart/add")[0]).toMatchObject({ _id: "shop-a", product_id: "p-atta", qty: 2 });
    expect(requests[1]).toMatchObject({
      method: "DELETE",
      url: "/user/cart/remove/cr",
      body: { product_id: "p-atta", qty: 3 },
    });
  });

  it("adds the dropped product: START_DRAGGING then DROP", async () => {
    const { requests } = mockFetch(() => reply("POST /cart/add", cartView([attaItem(1)])));
    const store = makeStore(customer);
    store.dispatch(onShopA);
    store.dispatch(dragStarted({ product: atta }));
    expect(store.getState().cart.drag.status).toBe("dragging");
    store.dispatch(dropped(atta));
    expect(store.getState().cart.drag).toEqual({ status: "idle", product: null, viaKeyboard: false });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toMatchObject({ product_id: "p-atta" });
  });

  it("clears the cart from the header menu", async () => {
    const { requests } = mockFetch(() => reply("DELETE /cart/clear/cr", emptyView));
    const store = makeStore(customer);
    store.dispatch(viewLoaded(cartView()));
    store.dispatch(clearCartRequested());
    await waitFor(() => expect(store.getState().cart.view?.count).toBe(0));
    expect(requests[0]).toMatchObject({ method: "DELETE", url: "/user/cart/clear/cr" });
  });

  it("answers Subscribe with the app-only messages", async () => {
    mockFetch(() => reply("POST /cart/view/cr", emptyView));
    const store = makeStore(customer);
    store.dispatch(viewLoaded(cartView()));
    store.dispatch(subscribeRequested());
    await waitFor(() =>
      expect(store.getState().cart.notice).toEqual({
        kind: "subscribe",
        message: "Subscription not available for this shop!",
      }),
    );
    const enabled = cartView();
    store.dispatch(
      viewLoaded({
        ...enabled,
        shop: enabled.shop && { ...enabled.shop, features: { ...enabled.shop.features, enable_subscription: true } },
      }),
    );
    store.dispatch(subscribeRequested());
    await waitFor(() =>
      expect(store.getState().cart.notice).toEqual({
        kind: "subscribe",
        message: "This feature available on Galli mobile app",
      }),
    );
  });

  it("saves the Delivery Mode on the profile, then reloads the prices", async () => {
    const pickup = cartView([attaItem()], {
      prices: { ...cartView().prices, delivery: 0, total: 1579.17, delivery_type: 3 },
    });
    const { requests } = mockFetch(({ url }) => {
      if (url === "/user/profile/delivery/edit") return reply("POST /profile/delivery/edit", { delivery_type: 3 });
      if (url === "/user/order/view/delivery/type")
        return reply("POST /order/view/delivery/type", {
          delivery_type: 3,
          type: [
            { _id: 1, name: "By Shop" },
            { _id: 3, name: "Self Pickup" },
          ],
        });
      return reply("POST /cart/view/cr", pickup);
    });
    const store = makeStore(customer);
    store.dispatch(viewLoaded(cartView()));
    store.dispatch(deliveryTypeChosen(3));
    await waitFor(() => expect(store.getState().cart.view?.prices.total).toBe(1579.17));
    expect(requests[0]).toMatchObject({ url: "/user/profile/delivery/edit", body: { delivery_type: 3 } });
    expect(store.getState().cart.deliveryTypes.data?.delivery_type).toBe(3);
  });
});
