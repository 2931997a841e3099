import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRoutes } from "@/app/router";
import { sha256Hex } from "@/lib/password-hash";
import { ERROR_CODE } from "@contract/errors";
import type { ProfileData } from "@contract/profile";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, guestSession, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { preloadLazyPages } from "@/app/lazy-pages";

// Routes load their pages on demand; have every chunk ready so tests wait on the app, not the loader.
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

function server({ method, url, body }: MockRequest): MockReply | Promise<MockReply> {
  if (method === "GET" && url === "/user/auth/guest") return reply("GET /auth/guest", guestSession);
  if (method === "POST" && url === "/user/auth/password") {
    const b = body as { password: string };
    return b.password === sha256Hex("Secret#123")
      ? reply("POST /auth/password", { ...customerSession, user_name: "Asha Verma" })
      : failure(ERROR_CODE.INVALID_CREDENTIALS, "Invalid mobile number or password.");
  }
  if (method === "GET" && url === "/user/profile/view") return reply("GET /profile/view", profile);
  if (method === "GET" && url === "/user/auth/logout")
    return reply("GET /auth/logout", undefined, "You have been logged out.");
  // Other features' calls (offers, ads, shops...) are not this test's business: they stay pending.
  return new Promise<MockReply>(() => {});
}

describe("logging in from the header", () => {
  it("opens the login modal, logs in, closes it, fetches the profile and shows the account menu", async () => {
    const { requests } = mockFetch(server);
    renderWithApp(<AppRoutes />, { path: "/home" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Login" }));
    const modal = await screen.findByRole("dialog", { name: "Login" });
    await user.type(within(modal).getByLabelText("Mobile number"), "9876543210");
    await user.type(within(modal).getByLabelText("Password"), "Secret#123");
    await user.click(within(modal).getByRole("button", { name: "Login" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Login" })).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Account menu for Asha Verma" })).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.url === "/user/profile/view")).toBe(true));
    expect(window.localStorage.getItem("galli:guest")).toBe("false");
  });

  it("opens the sign-up modal from the header", async () => {
    mockFetch(server);
    renderWithApp(<AppRoutes />, { path: "/home" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("dialog", { name: "Sign up" })).toBeVisible();
  });

  it("shows the profile page beside the account side menu", async () => {
    window.localStorage.setItem("galli:token", "customer-token");
    window.localStorage.setItem("galli:refresh_token", "refresh-token");
    window.localStorage.setItem("galli:guest", "false");
    window.localStorage.setItem("galli:user_name", "Asha Verma");
    window.localStorage.setItem("galli:token_expiry", String(Date.UTC(2030, 0, 1)));
    mockFetch(server);
    renderWithApp(<AppRoutes />, { path: "/profile" });
    // The page loads on demand, then its data: more than findBy's default second on a busy machine.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Profile & Settings" }, { timeout: 5000 }),
    ).toBeVisible();
    const side = screen.getByRole("navigation", { name: "Account" });
    expect(within(side).getByRole("link", { name: "Profile & Settings" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("region", { name: "Personal details" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Edit profile" })).toBeVisible();
  });
});
