import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { writeSession } from "@/features/session/storage";
import { customerSession, mockFetch, sessionOnlyServer, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { AppRoutes } from "./router";
import { preloadLazyPages } from "@/app/lazy-pages";

// Routes load their pages on demand; have every chunk ready so tests wait on the app, not the loader.
beforeAll(() => preloadLazyPages(), 60_000);

const authCalls = (requests: MockRequest[]) =>
  requests.map((r) => r.url).filter((url) => url.startsWith("/user/auth/"));
const mainNav = () => screen.queryByRole("navigation", { name: "Main" });

describe("app shell", () => {
  it("shows a loader, then the guest header once the guest session is established", async () => {
    const { requests } = mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading Galli…");

    // "/" renders the layout, then redirects: wait for the home page itself.
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping" }, { timeout: 5000 })).toBeVisible();
    expect(mainNav()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Cart(0)" })).toBeVisible();
    expect(location()).toBe("/home");
    expect(authCalls(requests)).toEqual(["/user/auth/guest"]);
    expect(requests[0]).toMatchObject({ method: "GET", url: "/user/auth/guest" });
    expect(requests[0].headers.Authorization).toBeUndefined();
    expect(window.localStorage.getItem("galli:token")).toBe("guest-token");
    expect(window.localStorage.getItem("galli:guest")).toBe("true");
  });

  it("redirects /error to /home", async () => {
    mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/error" });
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping" }, { timeout: 5000 })).toBeVisible();
    expect(location()).toBe("/home");
  });

  it("restores a stored customer session without asking for a guest one", async () => {
    writeSession(customerSession);
    const { requests } = mockFetch(sessionOnlyServer);
    renderWithApp(<AppRoutes />, { path: "/track-order" });
    expect(await screen.findByRole("heading", { level: 1, name: "Track Order" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Account menu for Asha" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    // Other features may load their data for the customer; the session itself asks for nothing.
    expect(authCalls(requests)).toEqual([]);
  });

  it("sends guests away from account pages to /home", async () => {
    mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/purchase-history" });
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping" }, { timeout: 5000 })).toBeVisible();
    expect(location()).toBe("/home");
  });

  it("hides the main header on a static page and shows the fixed footer", async () => {
    mockFetch(sessionOnlyServer);
    renderWithApp(<AppRoutes />, { path: "/help" });
    expect(await screen.findByRole("heading", { level: 1, name: "Help" })).toBeVisible();
    expect(mainNav()).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.getByText("© 2020 Galli. All rights reserved.")).toBeVisible();
    expect(screen.getByText("Powered by Galli")).toBeVisible();
    // Help (opened in a new tab) carries the logo back home and the support phone and email.
    expect(screen.getByRole("link", { name: "Galli home" })).toHaveAttribute("href", "/home");
    const support = screen.getByRole("navigation", { name: "Support" });
    expect(within(support).getByRole("link", { name: "Call +91 80 4718 2000" })).toHaveAttribute(
      "href",
      "tel:+918047182000",
    );
    expect(within(support).getByRole("link", { name: "Email support@galli.in" })).toHaveAttribute(
      "href",
      "mailto:support@galli.in",
    );
  });

  it("gives legal pages a logo that goes to /home", async () => {
    mockFetch(sessionOnlyServer);
    renderWithApp(<AppRoutes />, { path: "/Privacy-policy" });
    expect(await screen.findByRole("heading", { level: 1, name: "Merchant Privacy Policy" })).toBeVisible();
    expect(mainNav()).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Galli home" })).toHaveAttribute("href", "/home");
  });

  it("sends a reserved name with no page of its own (/products) to /home", async () => {
    mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/products" });
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping" }, { timeout: 5000 })).toBeVisible();
    expect(location()).toBe("/home");
  });

  it("logs a customer out from the user menu: guest again, on /home", async () => {
    writeSession(customerSession);
    const { requests } = mockFetch(sessionOnlyServer);
    const user = userEvent.setup();
    const { location } = renderWithApp(<AppRoutes />, { path: "/profile" });
    await user.click(await screen.findByRole("button", { name: "Account menu for Asha" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByRole("button", { name: "Login" })).toBeVisible();
    await waitFor(() => expect(location()).toBe("/home"));
    expect(authCalls(requests)).toEqual(["/user/auth/logout", "/user/auth/guest"]);
    const logout = requests.find((r) => r.url === "/user/auth/logout");
    expect(logout?.headers.Authorization).toBe("Bearer customer-token");
    expect(window.localStorage.getItem("galli:token")).toBe("guest-token");
    expect(window.localStorage.getItem("galli:refresh_token")).toBeNull();
  });

  it("offers a retry when the guest session cannot be had", async () => {
    let healthy = false;
    mockFetch((request) => (healthy ? sessionOnlyServer(request) : { status: 503 }));
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { path: "/home" });
    // The generic dialog opens first (any failure raises it); close it, then retry.
    await user.click(await screen.findByRole("button", { name: "OK" }));
    healthy = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(mainNav()).toBeInTheDocument());
  });
});
