import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProductView } from "@contract/catalog";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import type { RootState } from "@/app/store";
import { STORAGE_KEYS } from "@/lib/storage";
import { customerSession, guestServer, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { sessionRestored } from "@/app/events";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import hi from "@/lib/i18n/hi";
import { CatalogPage } from "./components/catalog-page";
import type { ShopRef } from "./slice";
import { catalogServer, testPrivateShop, testProduct, testProducts } from "./testing/catalog-server";

const publicRef: ShopRef = { kind: "public", categoryId: "shop_1", storeIds: [], isRecentShop: false };
const customer = {
  session: {
    status: "done",
    token: "customer-token",
    refreshToken: null,
    expiry: null,
    guest: false,
    userName: "Asha",
    newUser: false,
  },
} as unknown as Partial<RootState>;

function loginAsCustomer() {
  window.localStorage.setItem(STORAGE_KEYS.token, "customer-token");
  window.localStorage.setItem(STORAGE_KEYS.guest, "false");
}

const addButton = (product: ProductView) => <button type="button">ADD {product.productInfo.product_name}</button>;

describe("the products page", () => {
  it("shows the shop sidebar, title and meta description from display_name and street", async () => {
    mockFetch(catalogServer(testProducts(10), guestServer));
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sharma General Store" })).toBeVisible();
    const sidebar = screen.getByRole("region", { name: "Shop" });
    expect(within(sidebar).getByText("2 Stores")).toBeVisible();
    expect(within(sidebar).getByText("★ 4.3")).toBeVisible();
    // 09:00 and 21:00 on the shop clock, shown minus 330 minutes in India time.
    expect(within(sidebar).getByText("09:00 AM - 09:00 PM")).toBeVisible();
    expect(within(sidebar).getByText("45 mins")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Sharma General Store | Galli"));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Sharma General Store, 12 MG Road",
    );
  });

  it("heads each category group with its path as a breadcrumb, and cards with price, unit, name and offer", async () => {
    mockFetch(catalogServer(testProducts(9), guestServer));
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    const heading = await screen.findByRole("heading", { level: 2, name: "Grocery > Staples > Atta" });
    expect(heading.textContent).toBe("Grocery›Staples›Atta");
    expect(screen.getByRole("heading", { level: 2, name: "Personal Care > Soap" })).toBeVisible();
    const card = screen.getByRole("article", { name: "Product 000" });
    expect(within(card).getByText("₹45.00")).toBeVisible();
    expect(within(card).getByText("1 kg")).toBeVisible();
    expect(within(card).getByText("10% OFF")).toBeVisible();
    expect(within(screen.getByRole("article", { name: "Product 001" })).queryByText(/OFF/)).not.toBeInTheDocument();
  });

  it("says 'No Products Available!' when the shop has none, and 'No Ratings' without ratings", async () => {
    mockFetch(catalogServer([], guestServer, { shop: { ...testPrivateShop, group: "public", private: null } }));
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    expect(await screen.findByText("No Products Available!")).toBeVisible();
    expect(screen.getByText("No Ratings")).toBeVisible();
    expect(screen.getByText("1 Store")).toBeVisible();
  });

  it("selects a category from the tree and labels it with the path joined by ' > '", async () => {
    const { requests } = mockFetch(catalogServer(testProducts(30), guestServer));
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    const tree = await screen.findByRole("navigation", { name: "Categories" });
    await user.click(within(tree).getByRole("button", { name: "Expand Grocery" }));
    await user.click(within(tree).getByRole("button", { name: /^Staples/ }));
    expect(within(tree).getByText("Grocery > Staples")).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.url.startsWith("/user/product/view/listByCategory"))).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { level: 2, name: "Personal Care > Soap" })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole("heading", { level: 2, name: "Grocery > Staples > Rice" }, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(within(tree).getByRole("button", { name: /^All/ }));
    // The list draws a screenful first and the rest in steps.
    expect(
      await screen.findByRole("heading", { level: 2, name: "Personal Care > Soap" }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it("searches from the box and clears it with the clear button", async () => {
    const products = testProducts(30);
    mockFetch(
      catalogServer(products, guestServer, {
        search: (text) => products.filter((p) => p.productInfo.product_name.endsWith(text)),
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    await screen.findByRole("article", { name: "Product 000" });
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "029");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Product 000" })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(screen.getByRole("article", { name: "Product 029" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
    expect(await screen.findByRole("article", { name: "Product 000" })).toBeVisible();
  });

  it("goes to /home when the shop fails to load", async () => {
    mockFetch(guestServer);
    const { store } = renderWithApp(<CatalogPage shopRef={publicRef} />);
    await waitFor(() => expect(store.getState().ui.navigation).toMatchObject({ to: "/home" }));
  });
});

const detailServer = (products: ProductView[], extra: (r: MockRequest) => MockReply | null = () => null) =>
  catalogServer(products, (r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.url.startsWith("/user/product/view/by_product")) {
      return reply("POST /product/view/by_product", {
        ...testProduct(0),
        template: [{ key_name: "shelf_life", display_name: "Shelf Life", value: "6 months" }],
        reviews: { count: 1, avg_rating: 4 },
      });
    }
    if (r.url.startsWith("/user/product/view/reviews")) {
      return reply("POST /product/view/reviews", {
        count: 1,
        avg_rating: 4,
        reviews: [{ _id: "r1", name: "Priya N.", rating: 4, message: "Fresh stock.", at: "2026-03-04T20:00:00.000Z" }],
      });
    }
    return guestServer(r);
  });

describe("the product detail modal", () => {
  it("speaks Hindi: the images, the stars and the viewer", async () => {
    await setLanguage("hi");
    try {
      mockFetch(detailServer(testProducts(3)));
      const user = userEvent.setup();
      renderWithApp(<CatalogPage shopRef={publicRef} renderCartControls={addButton} />);
      const tree = await screen.findByRole("navigation", { name: "कैटेगरी" });
      expect(await within(tree).findByRole("button", { name: /^सभी/ })).toBeVisible();
      // The catalogue's category names in Hindi: in the tree and in the list's headings.
      expect((await within(tree).findAllByRole("button", { name: /^पर्सनल केयर/ }))[0]).toBeVisible();
      expect(await screen.findByRole("heading", { name: "किराना > राशन > आटा" })).toBeVisible();
      await user.click(await screen.findByRole("button", { name: "Product 000 की जानकारी देखें" }));
      const dialog = await screen.findByRole("dialog", { name: "Product 000" });
      expect(within(dialog).getByRole("img", { name: "Product 000, 2 में से फ़ोटो 1" })).toBeVisible();
      await user.click(within(dialog).getByRole("button", { name: "अगली फ़ोटो" }));
      expect(within(dialog).getByRole("img", { name: "Product 000, 2 में से फ़ोटो 2" })).toBeVisible();
      await user.click(within(dialog).getByRole("tab", { name: hi.detail.reviewsTab.replace("{{count}}", "1") }));
      expect(within(dialog).getByRole("img", { name: "5 में से 4 स्टार" })).toBeVisible();
      await user.click(within(dialog).getByRole("button", { name: "फ़ोटो बड़ी करें" }));
      expect(await screen.findByRole("dialog", { name: "फ़ोटो व्यूअर" })).toBeVisible();
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
  });

  it("names a product by its Hindi name in Hindi (cards and the dialog), by its English one otherwise", async () => {
    const products = testProducts(3);
    products[0] = { ...products[0], productInfo: { ...products[0].productInfo, product_name_hi: "आशीर्वाद आटा" } };
    await setLanguage("hi");
    try {
      mockFetch(
        detailServer(products, (r) =>
          r.url.startsWith("/user/product/view/by_product")
            ? reply("POST /product/view/by_product", {
                ...products[0],
                template: [],
                reviews: { count: 0, avg_rating: 0 },
              })
            : null,
        ),
      );
      const user = userEvent.setup();
      renderWithApp(<CatalogPage shopRef={publicRef} renderCartControls={addButton} />);
      expect(await screen.findByRole("article", { name: "आशीर्वाद आटा" })).toBeVisible();
      // No Hindi name: the English one.
      expect(screen.getByRole("article", { name: "Product 001" })).toBeVisible();
      expect(screen.queryByRole("article", { name: "Product 000" })).toBeNull();
      await user.click(screen.getByRole("button", { name: "आशीर्वाद आटा की जानकारी देखें" }));
      expect(await screen.findByRole("dialog", { name: "आशीर्वाद आटा" })).toBeVisible();
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
    mockFetch(detailServer(products));
    renderWithApp(<CatalogPage shopRef={publicRef} renderCartControls={addButton} />);
    expect(await screen.findByRole("article", { name: "Product 000" })).toBeVisible();
  });

  it("opens from a card with unit, price, stock, the cart controls and both tabs", async () => {
    mockFetch(detailServer(testProducts(3)));
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} renderCartControls={addButton} />);
    await user.click(await screen.findByRole("button", { name: "View details of Product 000" }));
    const dialog = await screen.findByRole("dialog", { name: "Product 000" });
    expect(within(dialog).getByText("1 kg")).toBeVisible();
    expect(within(dialog).getByText("5 in stock")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "ADD Product 000" })).toBeVisible();
    expect(within(dialog).getByRole("rowheader", { name: "Shelf Life" })).toBeVisible();
    expect(within(dialog).getByRole("cell", { name: "6 months" })).toBeVisible();

    // The carousel cycles: next from the last image is the first.
    expect(within(dialog).getByRole("img", { name: "Product 000, image 1 of 2" })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByRole("img", { name: "Product 000, image 1 of 2" })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(within(dialog).getByRole("img", { name: "Product 000, image 2 of 2" })).toBeVisible();

    await user.click(within(dialog).getByRole("tab", { name: "Reviews(1)" }));
    expect(within(dialog).getByText("Priya N.")).toBeVisible();
    expect(within(dialog).getByText("03/05/2026")).toBeVisible();
    expect(within(dialog).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Zoom image" }));
    const viewer = await screen.findByRole("dialog", { name: "Image viewer" });
    expect(within(viewer).getByRole("img", { name: "Product 000, image 2 of 2" })).toHaveAttribute(
      "src",
      "/user/product/img/view?img=products%2Fp_0-2.png&format=png&height=500",
    );
    await user.click(within(viewer).getByRole("button", { name: "Next image" }));
    expect(within(viewer).getByRole("img", { name: "Product 000, image 1 of 2" })).toBeVisible();
  });

  it("pages the reviews with 'More reviews' until all are listed", async () => {
    const review = (n: number) => ({
      _id: `r${n}`,
      name: `Reviewer ${n}`,
      rating: 5,
      message: `Review ${n}`,
      at: "2026-03-04T20:00:00.000Z",
    });
    mockFetch(
      detailServer(testProducts(3), (r) => {
        if (!r.url.startsWith("/user/product/view/reviews")) return null;
        const skip = Number(new URL(r.url, "http://x").searchParams.get("skip"));
        const page = Array.from({ length: Math.max(0, Math.min(20, 25 - skip)) }, (_, i) => review(skip + i));
        return reply("POST /product/view/reviews", { count: 25, avg_rating: 5, reviews: page });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    await user.click(await screen.findByRole("button", { name: "View details of Product 000" }));
    const dialog = await screen.findByRole("dialog", { name: "Product 000" });
    await user.click(await within(dialog).findByRole("tab", { name: "Reviews(25)" }));
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(20);
    await user.click(within(dialog).getByRole("button", { name: "More reviews" }));
    expect(await within(dialog).findByText("Reviewer 24")).toBeVisible();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(25);
    expect(within(dialog).queryByRole("button", { name: "More reviews" })).not.toBeInTheDocument();
  });

  it("says 'No reviews!' when there are none", async () => {
    mockFetch(
      detailServer(testProducts(3), (r) =>
        r.url.startsWith("/user/product/view/reviews")
          ? reply("POST /product/view/reviews", { count: 0, avg_rating: 0, reviews: [] })
          : null,
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    await user.click(await screen.findByRole("button", { name: "View details of Product 000" }));
    const dialog = await screen.findByRole("dialog", { name: "Product 000" });
    await user.click(await within(dialog).findByRole("tab", { name: "Reviews(0)" }));
    expect(within(dialog).getByText("No reviews!")).toBeVisible();
  });
});

describe("reporting a product", () => {
  it("asks a guest to log in", async () => {
    mockFetch(detailServer(testProducts(3)));
    const user = userEvent.setup();
    const { store } = renderWithApp(<CatalogPage shopRef={publicRef} />);
    await user.click(await screen.findByRole("button", { name: "View details of Product 000" }));
    await user.click(await screen.findByRole("button", { name: "Report product" }));
    expect(store.getState().ui.modal).toBe("login");
    expect(screen.queryByRole("dialog", { name: "Report Product" })).not.toBeInTheDocument();
  });

  it("sends a customer's reason, and the message only when it is not empty", async () => {
    loginAsCustomer();
    const { requests } = mockFetch(
      detailServer(testProducts(3), (r) => {
        if (r.url === "/user/product/view/reporttype")
          return reply("GET /product/view/reporttype", { type: ["Wrong price", "Other"] });
        if (r.url === "/user/product/update/productReport") {
          return requests.filter((q) => q.url === r.url).length > 1
            ? failure(ERROR_CODE.ALREADY_REPORTED, "You have already reported this product.")
            : reply(
                "POST /product/update/productReport",
                undefined,
                "Thank you. Your report has been sent to our team.",
              );
        }
        return null;
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} />, { preloadedState: customer });
    await user.click(await screen.findByRole("button", { name: "View details of Product 000" }));
    await user.click(await screen.findByRole("button", { name: "Report product" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Product" });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByText("Please choose a reason.")).toBeVisible();
    await user.click(await within(dialog).findByRole("radio", { name: "Wrong price" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Additional message (optional)" }), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Thank you. Your report has been sent to our team.")).toBeVisible();
    const sent = requests.filter((r) => r.url === "/user/product/update/productReport");
    expect(sent[0].body).toEqual({ _id: "shop_1", product: "p_000", type: "Wrong price" });
    expect(sent[0].headers.Authorization).toBe("Bearer customer-token");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));

    await user.click(await screen.findByRole("button", { name: "Report product" }));
    const again = await screen.findByRole("dialog", { name: "Report Product" });
    await user.click(await within(again).findByRole("radio", { name: "Other" }));
    await user.type(within(again).getByRole("textbox", { name: "Additional message (optional)" }), "Label is wrong");
    await user.click(within(again).getByRole("button", { name: "Submit" }));
    expect(await within(again).findByText("You have already reported this product.")).toBeVisible();
    expect(requests.filter((r) => r.url === "/user/product/update/productReport")[1].body).toEqual({
      _id: "shop_1",
      product: "p_000",
      type: "Other",
      message: "Label is wrong",
    });
  });
});

describe("a private shop's page", () => {
  const privateRef: ShopRef = { kind: "private", storeUniqueId: "sharma-kirana" };

  it("lets a guest's ADD through to the cart's login check before any location is asked for", async () => {
    const onAdd = vi.fn();
    mockFetch(catalogServer(testProducts(3), guestServer, { shop: testPrivateShop }));
    const user = userEvent.setup();
    renderWithApp(
      <CatalogPage
        shopRef={privateRef}
        renderCartControls={(p) => (
          <button type="button" onClick={onAdd}>
            ADD {p.productInfo.product_name}
          </button>
        )}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "ADD Product 000" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Empty Location" })).not.toBeInTheDocument();
  });

  it("shows the warning and blocks cart changes with 'Empty Location' until a location is set", async () => {
    const onAdd = vi.fn();
    const { requests } = mockFetch(catalogServer(testProducts(3), guestServer, { shop: testPrivateShop }));
    const user = userEvent.setup();
    const { store } = renderWithApp(
      <CatalogPage
        shopRef={privateRef}
        renderCartControls={(p) => (
          <button type="button" onClick={onAdd}>
            ADD {p.productInfo.product_name}
          </button>
        )}
      />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Sharma Kirana" })).toBeVisible();
    store.dispatch(sessionRestored(customerSession)); // a customer: guests get the login modal first
    expect(
      screen.getByText("Please enter your delivery location to see whether this shop delivers to you."),
    ).toBeVisible();
    expect(screen.queryByText(/Stores?$/)).not.toBeInTheDocument();
    expect(requests[0].body).toEqual({
      store_unique_id: "sharma-kirana",
      device_OS: "web",
      source: "web",
      deliveryLocation: { type: "Point", coordinates: [0, 0] },
    });
    await user.click(await screen.findByRole("button", { name: "ADD Product 000" }));
    const alert = await screen.findByRole("dialog", { name: "Empty Location" });
    expect(
      within(alert).getByText("Please enter delivery location in order to add or remove items in the cart!"),
    ).toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("lets the cart controls work once a delivery location is saved", async () => {
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.08, lng: 72.88 }));
    const onAdd = vi.fn();
    const { requests } = mockFetch(catalogServer(testProducts(3), guestServer, { shop: testPrivateShop }));
    const user = userEvent.setup();
    renderWithApp(
      <CatalogPage
        shopRef={privateRef}
        renderCartControls={(p) => (
          <button type="button" onClick={onAdd}>
            ADD {p.productInfo.product_name}
          </button>
        )}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "ADD Product 000" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Empty Location" })).not.toBeInTheDocument();
    expect((requests[0].body as { deliveryLocation: unknown }).deliveryLocation).toEqual({
      type: "Point",
      coordinates: [72.88, 19.08],
    });
  });
});

describe("switching shops", () => {
  it("asks a customer before leaving another shop's cart, and clears it on confirmation", async () => {
    loginAsCustomer();
    mockFetch(catalogServer(testProducts(3), guestServer));
    const onClearCart = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={publicRef} cartShopId="shop_other" onClearCart={onClearCart} />, {
      preloadedState: customer,
    });
    const dialog = await screen.findByRole("dialog", { name: "Clear Cart?" });
    expect(
      within(dialog).getByText(
        "If you want to purchase from other category shops, you must check out the current cart items or would like to clear the cart?",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Clear Cart" }));
    expect(onClearCart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Clear Cart?" })).not.toBeInTheDocument());
  });

  it("does not ask guests, nor when the cart holds this shop", async () => {
    mockFetch(catalogServer(testProducts(3), guestServer));
    const first = renderWithApp(<CatalogPage shopRef={publicRef} cartShopId="shop_other" />);
    await screen.findByRole("article", { name: "Product 000" });
    expect(screen.queryByRole("dialog", { name: "Clear Cart?" })).not.toBeInTheDocument();
    first.unmount();

    loginAsCustomer();
    renderWithApp(<CatalogPage shopRef={publicRef} cartShopId="shop_1" />, { preloadedState: customer });
    await screen.findByRole("article", { name: "Product 000" });
    expect(screen.queryByRole("dialog", { name: "Clear Cart?" })).not.toBeInTheDocument();
  });
});
