// Profile > Notifications: the saved preferences are shown (offers off by default) and turning a
// switch saves the whole set.
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { NotificationPreferences } from "@contract/live";
import { sessionRestored } from "@/app/events";
import { makeStore } from "@/app/store";
import { reply } from "@/testing/fake-api";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { NotificationPreferencesCard } from "./notification-preferences";

const defaults: NotificationPreferences = {
  push: { orders: true, offers: false },
  sms: { orders: true, offers: false },
  email: { orders: true, offers: false },
};

describe("notification preferences", () => {
  it("shows the defaults and saves a change", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    const fetch = mockFetch((r) => {
      const p = new URL(r.url, "http://x").pathname;
      if (p === "/user/live/preferences" && r.method === "GET") return reply("GET /live/preferences", defaults);
      if (p === "/user/live/preferences" && r.method === "PUT")
        return reply("PUT /live/preferences", r.body as NotificationPreferences);
      return new Promise(() => {});
    });
    const store = makeStore();
    store.dispatch(sessionRestored(customerSession));
    renderWithApp(<NotificationPreferencesCard />, { store });
    const smsOrders = await screen.findByRole("checkbox", { name: "Order updates by SMS" });
    expect(smsOrders).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Offers by Email" })).not.toBeChecked();
    expect(screen.getByText("One-time codes are always sent.")).toBeInTheDocument();
    fireEvent.click(smsOrders);
    await expect
      .poll(() => fetch.requests.find((r) => r.method === "PUT")?.body)
      .toEqual({ ...defaults, sms: { orders: false, offers: false } });
    expect(await screen.findByRole("checkbox", { name: "Order updates by SMS" })).not.toBeChecked();
  });
});
