// The delivery member's Deliveries page: a Delivery member lands on it and sees only its link; the
// trips nearest first with call, directions, cash and notes; picked up, a wrong code refused with the
// server's message, delivered with the code and less cash with a reason, failed with a reason; the
// position shared while a trip is on the road (10 s / 25 m) and stopped after; moves made offline
// kept on the phone and sent once when back online.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { MeData } from "@contract/console-auth";
import { ERROR_CODE } from "@contract/errors";
import { setLanguage } from "@/lib/i18n";
import { mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { MerchantConsole } from "../console";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { loadMe, signOut } from "../session";
import { DELIVERY_QUEUE_KEY } from "./offline-queue";
import { shouldSend } from "./position-sharing";
import type { Trip } from "./types";
import { consoleMe } from "../test-data";

const me = (role: string, privileges: MeData["privileges"]) =>
  consoleMe(role, privileges, { member: { id: "staff_9", name: "Suresh", mobile: "9800000002" } });

const trip = (over: Partial<Trip> = {}): Trip => ({
  order_id: "o-1",
  order_no: "GL0000001",
  status: 3,
  delivery_state: "Agent-assigned",
  customer_name: "Asha Rao",
  customer_phone: "9876543210",
  address: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the temple" },
  lat: 12.9452,
  lng: 77.6345,
  directions_url: "https://www.google.com/maps/dir/?api=1&destination=12.9452,77.6345",
  distance_km: 1.6,
  cash_to_collect: 12050,
  cash_collected: null,
  notes: "Ring twice",
  items: 3,
  store_name: "Koramangala",
  ...over,
});

let trips: Trip[];
let requests: MockRequest[];
let answer: (r: MockRequest) => MockReply | null;
const posts = (suffix: string) => requests.filter((r) => r.method === "POST" && r.url.endsWith(suffix));

function serve() {
  ({ requests } = mockFetch((r) => {
    const special = answer(r);
    if (special) return special;
    if (r.url === "/merchant/api/me") return { body: { success: true, data: me("delivery", ["deliveries"]) } };
    if (r.url === "/merchant/api/deliveries") return { body: { success: true, data: { trips } } };
    if (r.url === "/merchant/api/deliveries/cash") return { body: { success: true, data: { total: 0, members: [] } } };
    const m = /^\/merchant\/api\/deliveries\/([^/]+)\/(pickup|deliver|fail|position)$/.exec(r.url);
    if (m && r.method === "POST") {
      const current = trips.find((t) => t.order_id === m[1])!;
      if (m[2] === "position") return { body: { success: true, data: { accepted: true } } };
      const next: Trip =
        m[2] === "pickup"
          ? { ...current, status: 4, delivery_state: "Order-picked-up" }
          : m[2] === "deliver"
            ? { ...current, status: 5, delivery_state: "Order-delivered" }
            : { ...current, delivery_state: "RTO-Initiated" };
      trips = trips
        .map((t) => (t.order_id === next.order_id ? next : t))
        .filter((t) => t.status < 5 && t.delivery_state !== "RTO-Initiated");
      return { body: { success: true, data: { trip: next } } };
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  }));
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/merchant/*" element={<MerchantConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}

type Watcher = (p: GeolocationPosition) => void;
let watchers: Map<number, Watcher>;
function stubGeolocation() {
  watchers = new Map();
  let next = 1;
  const geo = {
    watchPosition: vi.fn((ok: Watcher) => {
      watchers.set(next, ok);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, "geolocation", { value: geo, configurable: true });
  return geo;
}
const fix = (lat: number, lng: number, at: number) =>
  ({ coords: { latitude: lat, longitude: lng, accuracy: 12 }, timestamp: at }) as unknown as GeolocationPosition;
const move = (p: GeolocationPosition) => act(() => [...watchers.values()].forEach((w) => w(p)));

let onLine = true;
beforeEach(async () => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "staff-token");
  trips = [trip({ order_id: "o-2", order_no: "GL0000002", distance_km: 4.2, cash_to_collect: 0, notes: null }), trip()];
  answer = () => null;
  onLine = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => onLine);
  stubGeolocation();
  serve();
  await loadMe();
});
afterEach(async () => {
  // The console's session and the stubbed geolocation outlive a file in the shared test process.
  await signOut();
  Reflect.deleteProperty(navigator, "geolocation");
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (orderNo: string) => screen.getByRole("listitem", { name: `Order ${orderNo}` });

describe("the Deliveries page", () => {
  it("is where a Delivery member lands, with only its link; trips nearest first with call, directions, cash and notes", async () => {
    renderAt("/merchant");
    expect(await screen.findByRole("heading", { name: "Deliveries", level: 1 })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Console" });
    expect(within(nav).getByRole("link", { name: "Deliveries" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Orders" })).toBeNull();

    await screen.findByRole("listitem", { name: "Order GL0000001" });
    expect(screen.getAllByTestId("trip").map((li) => li.getAttribute("aria-labelledby"))).toEqual([
      "trip-o-1",
      "trip-o-2",
    ]);
    const first = card("GL0000001");
    expect(within(first).getByText("Asha Rao")).toBeTruthy();
    expect(within(first).getByText("12, 4th Cross, Koramangala, Near the temple, 560034")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Call Asha Rao" })).toHaveAttribute("href", "tel:+919876543210");
    const directions = within(first).getByRole("link", { name: "Directions" });
    expect(directions).toHaveAttribute("href", trips[1].directions_url);
    expect(directions).toHaveAttribute("target", "_blank");
    expect(within(first).getByText("Cash to collect: ₹120.50")).toBeTruthy();
    expect(within(first).getByText("Notes: Ring twice")).toBeTruthy();
    expect(within(card("GL0000002")).getByText("Paid online: no cash to collect")).toBeTruthy();

    // A trip assigned while the member was away shows up when the page is back in view.
    trips = [...trips, trip({ order_id: "o-3", order_no: "GL0000003", distance_km: 0.4 })];
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await screen.findByRole("listitem", { name: "Order GL0000003" });
    expect(screen.getAllByTestId("trip")[0].getAttribute("aria-labelledby")).toBe("trip-o-3");
  });

  it("picks up, shares the position while on the road, refuses a wrong code, delivers with less cash and a reason", async () => {
    const user = userEvent.setup();
    renderAt("/merchant/deliveries");
    await screen.findByRole("listitem", { name: "Order GL0000001" });
    expect(navigator.geolocation.watchPosition).not.toHaveBeenCalled();

    await user.click(within(card("GL0000001")).getByRole("button", { name: "Picked up" }));
    await waitFor(() => expect(within(card("GL0000001")).getByText("Picked up")).toBeTruthy());
    expect(posts("/o-1/pickup")).toHaveLength(1);

    // Sharing: the first fix goes; one 5 s later does not; 12 s later and 100 m on does; 10 m more does not.
    await waitFor(() => expect(navigator.geolocation.watchPosition).toHaveBeenCalledTimes(1));
    move(fix(12.9352, 77.6245, 1_000));
    move(fix(12.9362, 77.6245, 6_000));
    move(fix(12.9362, 77.6245, 13_000));
    move(fix(12.93629, 77.6245, 30_000));
    await waitFor(() => expect(posts("/o-1/position")).toHaveLength(2));
    expect(posts("/o-1/position")[0].body).toEqual({ lat: 12.9352, lng: 77.6245, accuracy_m: 12 });
    expect(posts("/o-2/position")).toHaveLength(0);

    // A wrong code: the server's message, and the trip stays.
    answer = (r) =>
      r.url.endsWith("/deliver") && (r.body as { code: string }).code === "1111"
        ? {
            status: 422,
            body: { success: false, code: ERROR_CODE.DELIVERY_CODE_WRONG, message: "Wrong code. 4 tries left." },
          }
        : null;
    const form = within(card("GL0000001"));
    const code = form.getByLabelText(/Delivery code from the customer/);
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(form.getByLabelText("Cash collected (₹)")).toHaveValue("120.50");
    await user.type(code, "1111");
    await user.click(form.getByRole("button", { name: "Delivered" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Wrong code. 4 tries left.");

    // Less cash needs a reason; with one it is sent in paise.
    await user.clear(code);
    await user.type(code, "4821");
    await user.clear(form.getByLabelText("Cash collected (₹)"));
    await user.type(form.getByLabelText("Cash collected (₹)"), "100");
    await user.click(form.getByRole("button", { name: "Delivered" }));
    expect(await form.findByText("Say why less cash was collected.")).toBeTruthy();
    await user.type(form.getByLabelText("Why is less cash collected?"), "No change");
    await user.click(form.getByRole("button", { name: "Delivered" }));
    expect(await screen.findByText("Order GL0000001 delivered.")).toBeTruthy();
    expect(posts("/o-1/deliver").at(-1)?.body).toEqual({
      code: "4821",
      cash_collected: 10000,
      cash_reason: "No change",
    });
    expect(screen.queryByRole("listitem", { name: "Order GL0000001" })).toBeNull();
    // No trip on the road: the watch stops.
    await waitFor(() => expect(navigator.geolocation.clearWatch).toHaveBeenCalledWith(1));
  });

  it("marks a delivery failed with one of the six reasons", async () => {
    const user = userEvent.setup();
    renderAt("/merchant/deliveries");
    const c = within(await screen.findByRole("listitem", { name: "Order GL0000002" }));
    await user.click(c.getByRole("button", { name: "Delivery failed" }));
    const reasons = c.getByLabelText("Reason");
    expect(
      within(reasons)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Customer not reachable",
      "Customer refused",
      "Wrong address",
      "Refused to pay cash",
      "Damaged",
      "Wrong items",
    ]);
    await user.selectOptions(reasons, "wrong_address");
    await user.click(c.getByRole("button", { name: "Mark delivery failed" }));
    expect(await screen.findByText("Order GL0000002 marked as failed.")).toBeTruthy();
    expect(posts("/o-2/fail")[0].body).toEqual({ reason: "wrong_address" });
  });

  it("keeps moves made offline on the phone and sends each exactly once when back online", async () => {
    const user = userEvent.setup();
    renderAt("/merchant/deliveries");
    await screen.findByRole("listitem", { name: "Order GL0000001" });
    onLine = false;
    await user.click(within(card("GL0000001")).getByRole("button", { name: "Picked up" }));
    expect(await screen.findByText("Saved on this phone. It will be sent when you are back online.")).toBeTruthy();
    const form = within(card("GL0000001"));
    await user.type(form.getByLabelText(/Delivery code from the customer/), "4821");
    await user.click(form.getByRole("button", { name: "Delivered" }));
    expect(await screen.findByText("Offline: 2 actions wait to be sent.")).toBeTruthy();
    expect(posts("/pickup")).toHaveLength(0);
    expect(posts("/deliver")).toHaveLength(0);
    const queued = JSON.parse(localStorage.getItem(DELIVERY_QUEUE_KEY)!) as { key: string; kind: string }[];
    expect(queued.map((q) => q.kind)).toEqual(["pickup", "deliver"]);

    // Back online: the pickup had reached the server after all (409: already done); the delivery goes.
    answer = (r) =>
      r.url.endsWith("/o-1/pickup")
        ? { status: 409, body: { success: false, code: ERROR_CODE.ORDER_CHANGED, message: "Already picked up." } }
        : null;
    trips = trips.map((t) =>
      t.order_id === "o-1" ? { ...t, status: 4, delivery_state: "Order-picked-up" as const } : t,
    );
    onLine = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(localStorage.getItem(DELIVERY_QUEUE_KEY)).toBeNull());
    expect(posts("/o-1/pickup")).toHaveLength(1);
    expect(posts("/o-1/deliver")).toHaveLength(1);
    expect(posts("/o-1/pickup")[0].headers["idempotency-key"]).toBe(queued[0].key);
    expect(posts("/o-1/deliver")[0].headers["idempotency-key"]).toBe(queued[1].key);
    expect(posts("/o-1/deliver")[0].body).toEqual({ code: "4821", cash_collected: 12050 });
    await waitFor(() => expect(screen.queryByText(/wait to be sent/)).toBeNull());
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(posts("/o-1/deliver")).toHaveLength(1);
  });
});

describe("the Deliveries page in Hindi", () => {
  afterEach(() => setLanguage("en", { remember: false }));

  it("shows the trip, its moves and the fail reasons in Hindi", async () => {
    await setLanguage("hi", { remember: false });
    const user = userEvent.setup();
    renderAt("/merchant/deliveries");
    expect(await screen.findByRole("heading", { name: "डिलीवरी", level: 1 })).toBeTruthy();
    const c = within(await screen.findByRole("listitem", { name: "ऑर्डर GL0000001" }));
    expect(c.getByRole("link", { name: "Asha Rao को कॉल करें" })).toBeTruthy();
    expect(c.getByRole("button", { name: "उठा लिया" })).toBeTruthy();
    await user.click(c.getByRole("button", { name: "डिलीवरी नहीं हो सकी" }));
    expect(within(c.getByLabelText("कारण")).getAllByRole("option")[3].textContent).toBe("नकद देने से मना किया");
  });
});

describe("when a position is worth sending", () => {
  it("never within 10 s, and only after 25 m", () => {
    const last = { lat: 12.9352, lng: 77.6245, at: 0 };
    expect(shouldSend(null, last)).toBe(true);
    expect(shouldSend(last, { lat: 12.9452, lng: 77.6245, at: 9_999 })).toBe(false);
    expect(shouldSend(last, { lat: 12.9354, lng: 77.6245, at: 60_000 })).toBe(false);
    expect(shouldSend(last, { lat: 12.9355, lng: 77.6245, at: 10_000 })).toBe(true);
  });
});
