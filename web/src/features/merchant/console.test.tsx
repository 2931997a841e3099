// The console shell: signed out it shows sign-in; signing in sends the hashed password, keeps the
// staff token apart from the customer's and shows the member's home; the nav shows only the pages
// the role opens, and a page of a missing privilege shows "Not allowed"; a 401 signs out.
import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { MeData } from "@contract/console-auth";
import { mockFetch } from "@/testing/mock-fetch";
import { hashPassword } from "@/lib/password-hash";
import { MerchantConsole } from "./console";
import { CONSOLE_TOKEN_KEY } from "./console-api";
import { consoleMe } from "./test-data";

const me = (role: string, privileges: MeData["privileges"]) =>
  consoleMe(role, privileges, {
    member: { name: "Ravi" },
    shops: [
      {
        id: "shop_1",
        name: "Sharma Kirana",
        stores: [
          { id: "store_1", store_key: "GALLI-STORE-0001", name: "Main", area: "Koramangala", city: "Bengaluru" },
        ],
      },
    ],
  });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/merchant/*" element={<MerchantConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe("the merchant console", () => {
  it("signs a Staff member in, hides what the role cannot open and refuses it by address", async () => {
    let signedIn = true;
    const { requests } = mockFetch(({ method, url }) => {
      if (method === "POST" && url === "/merchant/api/auth/password") {
        return {
          body: { success: true, data: { token: "staff-token", expiry: Date.now() + 3600_000, needs_password: false } },
        };
      }
      if (url === "/merchant/api/me") {
        return signedIn
          ? { body: { success: true, data: me("staff", ["orders", "catalogue"]) } }
          : { status: 401, body: { success: false, code: "STAFF_SUSPENDED", message: "Suspended." } };
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    const view = renderAt("/merchant");
    await user.type(await screen.findByLabelText(/Mobile number/), "9700000001");
    await user.type(screen.getByLabelText("Password"), "Galli@123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Ravi" })).toBeTruthy();
    const sent = requests.find((r) => r.url === "/merchant/api/auth/password");
    expect(sent?.body).toEqual({
      mobile: { dialing_code: "+91", number: "9700000001" },
      password: hashPassword("Galli@123"),
    });
    expect(localStorage.getItem(CONSOLE_TOKEN_KEY)).toBe("staff-token");
    expect(localStorage.getItem("galli:token")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Console" });
    expect(within(nav).queryByRole("link", { name: "Staff" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Home" })).toBeTruthy();
    view.unmount();

    // By address: store settings and API keys say "Not allowed".
    for (const path of ["/merchant/settings", "/merchant/api-keys", "/merchant/staff"]) {
      const page = renderAt(path);
      expect(await screen.findByRole("heading", { name: "Not allowed" })).toBeTruthy();
      page.unmount();
    }

    // A 401 (suspended meanwhile) ends the session.
    signedIn = false;
    const { loadMe } = await import("./session");
    await loadMe().catch(() => undefined);
    renderAt("/merchant");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Sign in to your shop" })).toBeTruthy());
    expect(screen.getByText("Your session has ended. Please sign in again.")).toBeTruthy();
    expect(localStorage.getItem(CONSOLE_TOKEN_KEY)).toBeNull();
  });
});
