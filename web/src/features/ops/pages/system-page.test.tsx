// The System page against a stand-in API: each job with its state (OK, failing with its error, late),
// which server runs the jobs; the webhooks waiting and the oldest, the shops whose webhooks fail with
// their last answer; payouts waiting, held and failed, the orders' money check with a link to
// Payouts; the errors of the last hour by code; the answering server (memory, database connections,
// transactions retried, read cache). A quiet SQLite system says so in words; a failed load offers
// Try again; Refresh asks again.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type { OpsSystemView } from "@contract/ops-system";
import { mockFetch } from "@/testing/mock-fetch";
import OpsSystemPage from "./system-page";

const ok = (data: unknown) => ({ body: { success: true, data } });

const job = (over: Partial<OpsSystemView["jobs"]["items"][number]>): OpsSystemView["jobs"]["items"][number] => ({
  name: "payouts",
  every_seconds: 300,
  last_run_at: "2026-11-27T05:55:00.000Z",
  last_ok_at: "2026-11-27T05:55:00.000Z",
  last_error: null,
  failures_in_a_row: 0,
  next_run_at: "2026-11-27T06:00:00.000Z",
  late: false,
  ...over,
});

const busy: OpsSystemView = {
  checked_at: "2026-11-27T05:58:00.000Z",
  process: {
    id: "app-2:4242",
    started_at: "2026-11-27T03:58:00.000Z",
    uptime_seconds: 7200,
    app_version: "1.4.0",
    node_version: "v22.11.0",
    streams_open: 12,
    memory_rss_bytes: 150 * 1024 * 1024,
    db_pool: { max: 10, in_use: 3, idle: 6, waiting: 1 },
    transaction_retries: 4,
    read_cache: { hits: 90, misses: 10 },
  },
  database: {
    kind: "postgresql",
    migrations: { applied: 61, last: "20261223000000_slot_capacity", failed: 0, pending: 2 },
  },
  jobs: {
    lease_holder: "app-1:77:ab12",
    lease_expires_at: "2026-11-27T05:58:30.000Z",
    items: [
      job({}),
      job({ name: "refund-sync", every_seconds: 60, failures_in_a_row: 2, last_error: "connect ECONNREFUSED" }),
      job({ name: "ledger-sync", every_seconds: 60, late: true, last_ok_at: "2026-11-27T05:00:00.000Z" }),
    ],
  },
  outbox: {
    depth: 5,
    oldest_age_seconds: 420,
    failing_shops: [
      {
        store_id: "s1",
        store_name: "Sharma Kirana",
        failed: 3,
        retrying: 2,
        last_status_code: 500,
        last_error: "HTTP 500",
        last_attempt_at: "2026-11-27T05:56:00.000Z",
      },
    ],
  },
  payouts: { created: 2, on_hold: 1, failed: 0 },
  money: { ran_at: "2026-11-27T05:30:00.000Z", orders_checked: 812, mismatches: 3 },
  errors_last_hour: [
    { code: "UNAUTHORIZED", count: 7 },
    { code: "OUT_OF_STOCK", count: 2 },
  ],
};

const quiet: OpsSystemView = {
  ...busy,
  process: {
    ...busy.process,
    streams_open: 0,
    db_pool: null,
    transaction_retries: 0,
    read_cache: { hits: 0, misses: 0 },
  },
  database: { kind: "sqlite", migrations: null },
  jobs: { lease_holder: null, lease_expires_at: null, items: [job({})] },
  outbox: { depth: 0, oldest_age_seconds: null, failing_shops: [] },
  payouts: { created: 0, on_hold: 0, failed: 0 },
  money: null,
  errors_last_hour: [],
};

/** The value after a fact's term in a list of facts (dt/dd). */
function fact(scope: HTMLElement, term: string): string {
  const dt = within(scope).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? "";
}

function renderPage() {
  return render(
    <MemoryRouter>
      <OpsSystemPage />
    </MemoryRouter>,
  );
}

describe("the System page", () => {
  it("shows the jobs, webhooks, payouts, the money check, the errors and this server", async () => {
    const { requests } = mockFetch(({ method, url }) =>
      method === "GET" && url === "/ops/api/system"
        ? ok(busy)
        : { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } },
    );
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Jobs" });
    expect(screen.getByRole("heading", { level: 1, name: "System" })).toBeTruthy();
    expect(screen.getByText("Runs the jobs: app-1:77:ab12")).toBeTruthy();

    const jobs = screen.getByRole("list", { name: "Jobs" });
    const payouts = within(jobs).getByRole("listitem", { name: "payouts" });
    expect(within(payouts).getByText("OK")).toBeTruthy();
    expect(fact(payouts, "Every")).toBe("5 min");
    expect(within(payouts).queryByText("Last error", { selector: "dt" })).toBeNull();
    const refunds = within(jobs).getByRole("listitem", { name: "refund-sync" });
    expect(within(refunds).getByText("Failing")).toBeTruthy();
    expect(fact(refunds, "Failures in a row")).toBe("2");
    expect(fact(refunds, "Last error")).toBe("connect ECONNREFUSED");
    expect(within(within(jobs).getByRole("listitem", { name: "ledger-sync" })).getByText("Late")).toBeTruthy();

    const webhooks = screen.getByRole("region", { name: "Webhooks" });
    expect(fact(webhooks, "Waiting to be sent")).toBe("5");
    expect(fact(webhooks, "Oldest waiting")).toBe("7 min");
    const shop = within(screen.getByRole("list", { name: "Shops whose webhooks fail" })).getByRole("listitem", {
      name: "Sharma Kirana",
    });
    expect(fact(shop, "Given up")).toBe("3");
    expect(fact(shop, "Retrying")).toBe("2");
    expect(fact(shop, "Last answer")).toBe("500");
    expect(fact(shop, "Last error")).toBe("HTTP 500");

    const money = screen.getByRole("region", { name: "Payouts" });
    expect(fact(money, "Waiting for a transfer")).toBe("2");
    expect(fact(money, "On hold")).toBe("1");
    expect(fact(money, "Failed")).toBe("0");
    expect(within(money).getByRole("heading", { level: 3, name: "Orders' money" })).toBeTruthy();
    expect(within(money).getByText("Mismatches: 3")).toBeTruthy();
    expect(within(money).getByRole("link", { name: "Open Payouts" }).getAttribute("href")).toBe("/ops/payouts");

    const errors = screen.getByRole("table", { name: "Errors in the last hour" });
    const rows = within(errors)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["UNAUTHORIZED", "7"],
      ["OUT_OF_STOCK", "2"],
    ]);

    const server = screen.getByRole("region", { name: "Server" });
    expect(fact(server, "Server")).toBe("app-2:4242");
    expect(fact(server, "Up for")).toBe("2 h");
    expect(fact(server, "Version")).toBe("1.4.0");
    expect(fact(server, "Node.js")).toBe("v22.11.0");
    expect(fact(server, "Live streams open")).toBe("12");
    expect(fact(server, "Memory")).toBe("150 MB");
    expect(fact(server, "Database connections")).toBe("3 in use of 10, 1 waiting");
    expect(fact(server, "Transactions retried")).toBe("4");
    expect(fact(server, "Read cache")).toBe("90 hits, 10 misses (90% hits)");
    expect(fact(server, "Database")).toBe("PostgreSQL");
    expect(fact(server, "Migrations")).toContain("61 applied, last 20261223000000_slot_capacity");
    expect(fact(server, "Migrations")).toContain("2 not applied");
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /ops/api/system"]);
  });

  it("says in words when nothing waits, fails or was counted (SQLite, no pool)", async () => {
    mockFetch(() => ok(quiet));
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Jobs" });
    expect(screen.getByText("No server holds the job lock right now.")).toBeTruthy();
    expect(screen.getByText("No shop's webhooks are failing.")).toBeTruthy();
    expect(screen.getByText("No errors in the last hour.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Errors in the last hour" })).toBeNull();
    expect(screen.getByText("Not checked yet.")).toBeTruthy();
    const webhooks = screen.getByRole("region", { name: "Webhooks" });
    expect(fact(webhooks, "Oldest waiting")).toBe("—");
    const server = screen.getByRole("region", { name: "Server" });
    expect(fact(server, "Database connections")).toBe("No pool (SQLite)");
    expect(fact(server, "Read cache")).toBe("No lookups yet");
    expect(fact(server, "Database")).toBe("SQLite");
    expect(fact(server, "Migrations")).toBe("Not made by migrations");
  });

  it("offers Try again after a failed load, and Refresh asks again", async () => {
    // The server's answer is set by the test, so the page is checked against the latest answer
    // whatever else asks in between.
    let calls = 0;
    let depth = 2;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { success: false, code: "INTERNAL_ERROR", message: "Something went wrong." } }
        : ok({ ...quiet, outbox: { ...quiet.outbox, depth } });
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("Could not load the system's state. Please try again.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 2, name: "Jobs" });
    expect(fact(screen.getByRole("region", { name: "Webhooks" }), "Waiting to be sent")).toBe("2");
    const before = calls;
    depth = 3;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await within(screen.getByRole("region", { name: "Webhooks" })).findByText("3");
    expect(calls).toBeGreaterThan(before);
  });
});
