import { describe, expect, it } from "vitest";
import { reply } from "@/testing/fake-api";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { sessionRestored } from "@/app/events";
import { makeStore } from "@/app/store";
import { CustomerOnly } from "@/app/route-elements";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { path } from "./test-data";

describe("the side menu's orders count", () => {
  it("shows the tracking count next to Track Order", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    const fetch = mockFetch((r) =>
      path(r.url) === "/user/order/track/upcoming/c"
        ? reply("GET /order/track/upcoming/c", { count: 3 })
        : new Promise(() => {}),
    );
    const store = makeStore();
    store.dispatch(sessionRestored(customerSession));
    renderWithApp(
      <Routes>
        <Route element={<CustomerOnly />}>
          <Route path="/payments" element={<p>Payments page</p>} />
        </Route>
      </Routes>,
      { path: "/payments", store },
    );
    const track = await screen.findByRole("link", { name: /Track Order/ });
    expect(await within(track).findByText("3 orders")).toBeInTheDocument();
    expect(fetch.requests.some((r) => path(r.url) === "/user/order/track/upcoming/c")).toBe(true);
  });
});
