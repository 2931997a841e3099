import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { AppRoutes } from "@/app/router";
import { preloadLazyPages } from "@/app/lazy-pages";
import type { ProfileData } from "@contract/profile";
import { reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { writeSession } from "@/features/session/storage";
import { storedDeliveryCoordinates, storedSearchCoordinates } from "@/lib/storage";

beforeAll(() => preloadLazyPages(), 60_000);

const profile: ProfileData = {
  _id: "user-1",
  first_name: "Asha",
  last_name: "Verma",
  email: { id: "asha@example.in", is_verified: true },
  mobile: { dialing_code: "+91", number: "9876543210", is_verified: true },
  image: null,
  delivery_type: 1,
  address: [],
};

function server({ method, url }: MockRequest): MockReply | Promise<MockReply> {
  if (method === "GET" && url === "/user/profile/view") return reply("GET /profile/view", profile);
  if (method === "POST" && url === "/user/promo/list") return reply("POST /promo/list", []);
  // Everything else (ads, shops, places) stays pending: only the two counts matter here.
  return new Promise<MockReply>(() => {});
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

describe("restoring a customer's session", () => {
  it.each(["/home", "/profile"])("asks for the profile and the offers once each on %s", async (path) => {
    writeSession({ ...customerSession, user_name: "Asha Verma" });
    // Both home inputs show with restored coordinates, as after a visit that chose them.
    storedDeliveryCoordinates.set({ lat: 12.9352, lng: 77.6245 });
    storedSearchCoordinates.set({ lat: 12.9352, lng: 77.6245 });
    const { requests } = mockFetch(server);
    renderWithApp(<AppRoutes />, { path });
    expect(await screen.findByRole("button", { name: "Account menu for Asha Verma" })).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.url === "/user/profile/view")).toBe(true));
    await settle();
    const count = (url: string) => requests.filter((r) => r.url === url).length;
    expect(count("/user/profile/view")).toBe(1);
    expect(count("/user/promo/list")).toBe(1);
  });
});
