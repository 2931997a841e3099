// The ops console shell: signed out it shows sign-in; signing in sends the hashed password, keeps
// the ops token apart from the customer's and the shop console's, and shows the member's home; the
// nav shows only the pages the role opens, and a page of another role shows "Not allowed".
import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { mockFetch } from "@/testing/mock-fetch";
import { hashPassword } from "@/lib/password-hash";
import { OpsConsole } from "./ops-console";
import { OPS_TOKEN_KEY } from "./ops-api";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ops/*" element={<OpsConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe("the ops console", () => {
  it("signs a Support member in, hides the Admin pages and refuses them by address", async () => {
    const { requests } = mockFetch(({ method, url }) => {
      if (method === "POST" && url === "/ops/api/auth/password") {
        return { body: { success: true, data: { token: "ops-token", expiry: Date.now() + 3600_000 } } };
      }
      if (url === "/ops/api/me") {
        return { body: { success: true, data: { id: "ops_1", name: "Lata", mobile: "9700000003", role: "support" } } };
      }
      if (url === "/ops/api/home") {
        const waiting = [
          { queue: "escalations", count: 2, path: "escalations" },
          { queue: "tickets_overdue", count: 0, path: "tickets" },
          { queue: "tickets_open", count: 5, path: "tickets" },
          { queue: "enquiries", count: 1, path: "enquiries" },
        ];
        return { body: { success: true, data: { waiting } } };
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    const view = renderAt("/ops");
    await user.type(await screen.findByLabelText(/Mobile number/), "9700000003");
    await user.type(screen.getByLabelText("Password"), "Galli@123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Hello, Lata" })).toBeTruthy();
    // What waits, each queue a link to its page; an empty queue is left out.
    const waiting = await screen.findByRole("list", { name: "Waiting" });
    expect(within(waiting).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Escalations on the desk 2",
      "Support tickets open 5",
      "New partner enquiries 1",
    ]);
    expect(within(waiting).getByRole("link", { name: "Escalations on the desk" })).toHaveAttribute("href", "/ops/escalations");
    expect(requests.find((r) => r.url === "/ops/api/auth/password")?.body).toEqual({
      mobile: { dialing_code: "+91", number: "9700000003" },
      password: hashPassword("Galli@123"),
    });
    expect(localStorage.getItem(OPS_TOKEN_KEY)).toBe("ops-token");
    expect(localStorage.getItem("galli:token")).toBeNull();
    expect(localStorage.getItem("galli:console_token")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Operations console" });
    expect(within(nav).getByRole("link", { name: "Home" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Audit log" })).toBeNull();
    expect(screen.getByText("Signed in as Lata (Support)")).toBeTruthy();
    view.unmount();

    renderAt("/ops/audit");
    expect(await screen.findByRole("heading", { name: "Not allowed" })).toBeTruthy();
  });
});
