// The console's orders board and home: tabs and counts across the member's stores, the order's
// detail, every move through the order services (audited; 409 with the current status when another
// member moved first, never a double move), reject and request answers with their refunds, the
// dashboard's figures, the members' live stream, and another merchant's data never shown (404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { TestApp } from "../../testing/app";
import { checkoutWorld, W } from "../checkout/test-helpers";
import { placeCodOrder } from "../shop-orders-api/test-helpers";
import { openSse, type SseReader } from "../../testing/sse";
import { CONSOLE_ORDER_MESSAGES_HI } from "../../contract/messages-hi";
import { ERROR_MESSAGES_HI } from "../../contract/errors-hi";
import { consoleApi, otherMerchant, staffSession } from "./orders-test-helpers";
import { doorCode } from "../../testing/door-code";

let now = new Date("2026-11-28T06:30:00Z");
let t: TestApp;
let base: string;
let me: Awaited<ReturnType<typeof staffSession>>;
let other: Awaited<ReturnType<typeof staffSession>>;
const streams: SseReader[] = [];

beforeAll(async () => {
  t = await checkoutWorld({ now: () => now, env: { LIVE_POLL_MS: "20", LIVE_HEARTBEAT_MS: "200" } });
  await otherMerchant(t);
  me = await staffSession(t);
  other = await staffSession(t, "m-other");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const api = () => consoleApi(t, me.auth);
const countOf = (body: { data: { tabs: { tab: string; count: number }[] } }, tab: string) =>
  body.data.tabs.find((x) => x.tab === tab)?.count;

describe("orders board", () => {
  it("lists the spec's tabs with counts; a new order is in New Orders with its detail", async () => {
    const before = await api().get("/orders");
    expect(before.status).toBe(200);
    expect(before.body.data.tabs.map((x: { tab: string }) => x.tab)).toEqual([
      "new",
      "packaging",
      "dispatched",
      "on_the_way",
      "delivered",
      "replace_refund",
      "cancelled",
    ]);
    const { order, customer } = await placeCodOrder(t);
    const board = await api().get("/orders?tab=new");
    expect(countOf(board.body, "new")).toBe(countOf(before.body, "new")! + 1);
    const row = board.body.data.orders.find((o: { order_id: string }) => o.order_id === order.id);
    expect(row).toMatchObject({
      status: 1,
      tab: "new",
      store_id: W.s1,
      payment_type: 2,
      waiting_long: false,
      has_image: false,
    });
    expect(row.amount_to_collect).toBe(row.amount);
    expect(board.body.data.stores.map((s: { store_id: string }) => s.store_id)).toContain(W.s1);

    const detail = await api().get(`/orders/${order.id}`);
    expect(detail.status).toBe(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(detail.body.data).toMatchObject({
      order_id: order.id,
      order_number: order.orderNo,
      customer_name: `${user.firstName} ${user.lastName}`.trim(),
      store_name: expect.any(String),
      items: [expect.objectContaining({ product_id: W.rice, qty: 2 })],
      delivery_address: expect.objectContaining({ street: expect.any(String) }),
    });
    // One store only; another merchant's store is not found.
    const one = await api().get(`/orders?tab=new&store_id=${W.s2}`);
    expect(one.body.data.orders.some((o: { order_id: string }) => o.order_id === order.id)).toBe(false);
    const foreign = await api().get(`/orders?store_id=store-other`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("STORE_NOT_FOUND");
  });

  it("pages a tab with skip and limit: every order once, newest first, each page with the tab's total", async () => {
    // Cancelled orders of the member's store, made directly from a placed one (only the board reads them).
    const { order } = await placeCodOrder(t);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { id, orderNo, createdAt, updatedAt, ...row } = await t.db.order.findUniqueOrThrow({
      where: { id: order.id },
    });
    await t.db.order.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        ...row,
        id: `paged-${i}`,
        checkoutId: null,
        orderNo: `GLPAGED${i}`,
        status: 7,
        // Two share a time: the id orders them.
        orderedAt: new Date(Date.UTC(2026, 9, 1, 10, Math.min(i, 5))),
        cancelledAt: new Date(Date.UTC(2026, 9, 1, 11, i)),
      })),
    });
    const whole = await api().get("/orders?tab=cancelled&limit=100");
    const total: number = whole.body.data.total;
    expect(total).toBeGreaterThanOrEqual(7);
    expect(countOf(whole.body, "cancelled")).toBe(total);
    const all = whole.body.data.orders as { order_id: string; ordered_at: string }[];
    expect(all).toHaveLength(total);
    const times = all.map((o) => o.ordered_at);
    expect(times).toEqual([...times].sort().reverse());

    const paged: string[] = [];
    for (let skip = 0; skip < total; skip += 3) {
      const page = await api().get(`/orders?tab=cancelled&skip=${skip}&limit=3`);
      expect(page.status).toBe(200);
      expect(page.body.data.total).toBe(total);
      expect(countOf(page.body, "cancelled")).toBe(total);
      expect(page.body.data.orders.length).toBe(Math.min(3, total - skip));
      paged.push(...page.body.data.orders.map((o: { order_id: string }) => o.order_id));
    }
    expect(paged).toEqual(all.map((o) => o.order_id));
    const past = await api().get(`/orders?tab=cancelled&skip=${total}&limit=3`);
    expect(past.body.data).toMatchObject({ total, orders: [] });

    for (const bad of ["skip=-1", "skip=1.5", "limit=0", "limit=101"]) {
      const res = await api().get(`/orders?tab=cancelled&${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors[0].path).toBe(bad.split("=")[0]);
    }
  });

  it("refuses bad input with the catalogue's errors, in Hindi too", async () => {
    const bad = await api().get("/orders?tab=open");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    expect(bad.body.errors[0].path).toBe("tab");
    const { order } = await placeCodOrder(t);
    const noStatus = await api().post(`/orders/${order.id}/accept`).send({});
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.errors[0].path).toBe("status");
    const hi = await api()
      .post(`/orders/${order.id}/reject`)
      .set("Accept-Language", "hi")
      .send({ status: 1, reason: " " });
    expect(hi.status).toBe(400);
    expect(hi.body).toMatchObject({ code: "VALIDATION_FAILED", message: CONSOLE_ORDER_MESSAGES_HI.reasonRequired });
    expect(hi.body.errors[0]).toEqual({ path: "reason", message: CONSOLE_ORDER_MESSAGES_HI.reasonRequired });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);
  });

  it("moves an order through accept, ready, ship and deliver, each audited", async () => {
    const { order } = await placeCodOrder(t);
    let status = 1;
    for (const [move, tab] of [
      ["accept", "packaging"],
      ["ready", "dispatched"],
      ["ship", "on_the_way"],
      ["deliver", "delivered"],
    ] as const) {
      const code = move === "deliver" ? { code: await doorCode(t.db, order.id) } : {};
      const res = await api()
        .post(`/orders/${order.id}/${move}`)
        .send({ status, ...code });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ status: status + 1, tab });
      status += 1;
    }
    const audit = await t.db.consoleAudit.findMany({ where: { entityId: order.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action).sort()).toEqual(["order.accept", "order.deliver", "order.ready", "order.ship"]);
    expect(audit.every((a) => a.staffId === me.id && a.merchantId === "m-1")).toBe(true);
    const accept = audit.find((a) => a.action === "order.accept")!;
    expect(JSON.parse(accept.before!)).toMatchObject({ status: 1 });
    expect(JSON.parse(accept.after!)).toMatchObject({ status: 2 });
  });

  it("answers 409 with the current status when another member moved the order first, never moving twice", async () => {
    const { order } = await placeCodOrder(t);
    const second = await staffSession(t, "m-1", "manager");
    // Both saw New Order; both press Accept at once.
    const [a, b] = await Promise.all([
      api().post(`/orders/${order.id}/accept`).send({ status: 1 }),
      consoleApi(t, second.auth).post(`/orders/${order.id}/accept`).send({ status: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body).toMatchObject({ code: "ORDER_CHANGED", current_status: 2 });
    // A member whose screen still shows New Order and presses Reject: 409, nothing rejected.
    const stale = await api()
      .post(`/orders/${order.id}/reject`)
      .set("Accept-Language", "hi")
      .send({ status: 1, reason: "No stock" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current_status: 2, message: ERROR_MESSAGES_HI.ORDER_CHANGED });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.status).toBe(2);
    expect(await t.db.consoleAudit.count({ where: { entityId: order.id } })).toBe(1);
    // A move that does not start from the status seen: 409 INVALID_TRANSITION.
    const skip = await api().post(`/orders/${order.id}/deliver`).send({ status: 2 });
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({ code: "INVALID_TRANSITION", current_status: 2 });
  });

  it("rejects with a reason: the stock goes back and the order is in Cancelled", async () => {
    const { order } = await placeCodOrder(t);
    const stock = () =>
      t.db.storeProduct
        .findUniqueOrThrow({ where: { storeId_productId: { storeId: order.storeId, productId: W.rice } } })
        .then((s) => s.stock);
    const before = await stock();
    const res = await api().post(`/orders/${order.id}/reject`).send({ status: 1, reason: "Shop closing early" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 8, tab: "cancelled", reject_reason: "Shop closing early" });
    expect(await stock()).toBe(before + 2);
    const audit = await t.db.consoleAudit.findFirstOrThrow({ where: { entityId: order.id } });
    expect(audit.action).toBe("order.reject");
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 8, reason: "Shop closing early" });
  });

  it("approves a replacement request (refunded) and refuses another with a reason", async () => {
    const requested = async () => {
      const { order } = await placeCodOrder(t);
      for (const [move, status] of [
        ["accept", 1],
        ["ready", 2],
        ["ship", 3],
        ["deliver", 4],
      ] as const)
        expect(
          (
            await api()
              .post(`/orders/${order.id}/${move}`)
              .send({ status, ...(move === "deliver" ? { code: await doorCode(t.db, order.id) } : {}) })
          ).status,
        ).toBe(200);
      await t.db.order.update({ where: { id: order.id }, data: { isEscalated: true } });
      await t.db.orderItem.updateMany({
        where: { orderId: order.id },
        data: { verifyStatus: 3, escalatedQty: 1, escalationStatus: 1, escalationReason: "Damaged" },
      });
      return order;
    };
    const a = await requested();
    const board = await api().get("/orders?tab=replace_refund");
    expect(board.body.data.orders.some((o: { order_id: string }) => o.order_id === a.id)).toBe(true);
    const approve = await api().post(`/orders/${a.id}/requests/approve`).send({ status: 5 });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect(approve.body.data.items[0].escalation_status).toBe(6);
    expect(await t.db.refund.count({ where: { orderId: a.id } })).toBe(1);
    // Answered already: a second answer is refused, nothing refunded twice.
    const again = await api().post(`/orders/${a.id}/requests/approve`).send({});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("NO_OPEN_ESCALATION");
    expect(await t.db.refund.count({ where: { orderId: a.id } })).toBe(1);

    const b = await requested();
    expect((await api().post(`/orders/${b.id}/requests/refuse`).send({})).status).toBe(400);
    const refuse = await api().post(`/orders/${b.id}/requests/refuse`).send({ reason: "The pack was sealed" });
    expect(refuse.status).toBe(200);
    expect(refuse.body.data).toMatchObject({ store_refusal_reason: "The pack was sealed" });
    expect(refuse.body.data.items[0].escalation_status).toBe(2);
    const actions = await t.db.consoleAudit.findMany({
      where: { entityId: { in: [a.id, b.id] } },
      select: { action: true },
    });
    expect(actions.map((x) => x.action)).toEqual(
      expect.arrayContaining(["order.request.approve", "order.request.refuse"]),
    );
  });

  it("never shows or moves another merchant's order (404), and needs the orders privilege (403)", async () => {
    const { order } = await placeCodOrder(t);
    const theirs = consoleApi(t, other.auth);
    expect((await theirs.get(`/orders/${order.id}`)).status).toBe(404);
    const move = await theirs.post(`/orders/${order.id}/accept`).send({ status: 1 });
    expect(move.status).toBe(404);
    expect(move.body.code).toBe("ORDER_NOT_FOUND");
    expect((await theirs.get(`/orders/${order.id}/image`)).status).toBe(404);
    const list = await theirs.get("/orders?tab=new");
    expect(list.body.data.orders).toEqual([]);
    expect(list.body.data.stores.map((s: { store_id: string }) => s.store_id)).toEqual(["store-other"]);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);

    const keeper = await staffSession(t, "m-1", "custom", ["catalogue"]);
    const keeperApi = consoleApi(t, keeper.auth);
    expect((await keeperApi.get("/orders")).status).toBe(403);
    expect((await keeperApi.post(`/orders/${order.id}/accept`).send({ status: 1 })).status).toBe(403);
    expect((await keeperApi.get("/events")).status).toBe(403);
    // The home needs only a signed-in member.
    expect((await keeperApi.get("/dashboard")).status).toBe(200);
    expect((await consoleApi(t, null).get("/orders")).status).toBe(401);
  });

  it("serves the customer's order image to the shop only", async () => {
    const { order } = await placeCodOrder(t);
    expect((await api().get(`/orders/${order.id}/image`)).status).toBe(404);
    const name = await t.app.ctx.adapters.storage.save("orders", Buffer.from("RIFF0000WEBPVP8 "), "webp");
    await t.db.order.update({ where: { id: order.id }, data: { image: name } });
    const res = await api().get(`/orders/${order.id}/image`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect((await api().get(`/orders/${order.id}`)).body.data.has_image).toBe(true);
  });

  it("shows a replacement request's reason (with its Hindi title), message and photos to the shop only", async () => {
    const { order } = await placeCodOrder(t);
    const photo = await t.app.ctx.adapters.storage.save("replacements", Buffer.from("RIFF0000WEBPVP8 "), "webp");
    await t.db.reasonTitle.create({
      data: { kind: "replacement", title: "Torn packet", titleHi: "फटा पैकेट", sortOrder: 99 },
    });
    await t.db.order.update({ where: { id: order.id }, data: { status: 5, isEscalated: true } });
    await t.db.orderItem.updateMany({
      where: { orderId: order.id },
      data: {
        verifyStatus: 3,
        escalatedQty: 1,
        escalationStatus: 1,
        escalationReason: "Torn packet",
        escalationMessage: "The rice spilled in the bag",
        escalationImages: JSON.stringify([photo, "orders/not-a-request.webp"]),
      },
    });
    const detail = await api().get(`/orders/${order.id}`);
    expect(detail.body.data.requests).toEqual([
      {
        product_id: W.rice,
        reason: "Torn packet",
        reason_hi: "फटा पैकेट",
        message: "The rice spilled in the bag",
        image_count: 2,
      },
    ]);
    const res = await api().get(`/orders/${order.id}/requests/${W.rice}/image?n=0`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    // Only the request's own stored photos; nothing past the list; another merchant never.
    expect((await api().get(`/orders/${order.id}/requests/${W.rice}/image?n=1`)).status).toBe(404);
    expect((await api().get(`/orders/${order.id}/requests/${W.rice}/image?n=2`)).status).toBe(404);
    expect((await api().get(`/orders/${order.id}/requests/nope/image`)).status).toBe(404);
    expect((await api().get(`/orders/${order.id}/requests/${W.rice}/image?n=x`)).status).toBe(400);
    expect((await consoleApi(t, other.auth).get(`/orders/${order.id}/requests/${W.rice}/image?n=0`)).status).toBe(404);
  });
});

describe("home dashboard", () => {
  it("shows today's orders and sales, orders waiting over 5 minutes, and items below the shop's limit", async () => {
    now = new Date("2026-11-29T04:00:00Z"); // 09:30 in India
    const { order } = await placeCodOrder(t);
    const fresh = await api().get("/dashboard");
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ day: "2026-11-29" });
    expect(fresh.body.data.orders_today).toBeGreaterThanOrEqual(1);
    expect(fresh.body.data.sales_today).toBeGreaterThan(0);
    const w = fresh.body.data.waiting.find((x: { order_id: string }) => x.order_id === order.id);
    expect(w).toBeDefined();

    now = new Date(order.orderedAt.getTime() + 6 * 60_000);
    const later = await api().get("/dashboard");
    expect(later.body.data.waiting.find((x: { order_id: string }) => x.order_id === order.id)).toMatchObject({
      minutes_waiting: 6,
      waiting_long: true,
    });
    const board = await api().get("/orders?tab=new");
    expect(board.body.data.orders.find((o: { order_id: string }) => o.order_id === order.id).waiting_long).toBe(true);

    // Low stock: below the shop's limit (default 5), and the limit is the shop's to set.
    await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.atta }, data: { stock: 3 } });
    const low = await api().get("/dashboard");
    expect(low.body.data.low_stock).toEqual(
      expect.arrayContaining([expect.objectContaining({ product_id: W.atta, store_id: W.s1, stock: 3, threshold: 5 })]),
    );
    const set = await api().put("/dashboard/low-stock-threshold").send({ shop_id: W.shopA, threshold: 2 });
    expect(set.status).toBe(200);
    const after = await api().get("/dashboard");
    expect(
      after.body.data.low_stock.some(
        (x: { product_id: string; store_id: string }) => x.product_id === W.atta && x.store_id === W.s1,
      ),
    ).toBe(false);
    expect(await t.db.consoleAudit.count({ where: { action: "shop.low_stock_threshold", entityId: W.shopA } })).toBe(1);
    expect((await api().put("/dashboard/low-stock-threshold").send({ shop_id: W.shopA, threshold: -1 })).status).toBe(
      400,
    );
    expect(
      (await api().put("/dashboard/low-stock-threshold").send({ shop_id: "shop-other", threshold: 1 })).status,
    ).toBe(404);
    // Another merchant sees none of it.
    const theirs = await consoleApi(t, other.auth).get("/dashboard");
    expect(theirs.body.data).toMatchObject({ orders_today: 0, new_orders: 0, waiting: [], low_stock: [] });
  });
  it("shows the commission the shop pays: its own rule, else the default, from the live rules", async () => {
    const rate = async () =>
      (await api().get("/dashboard")).body.data.shops.find((x: { shop_id: string }) => x.shop_id === W.shopA)
        .commission;
    await t.db.commissionRule.createMany({
      data: [
        { id: "dash-online", scope: "default", payment: "online", bps: 1_000, minimum: 200 },
        { id: "dash-cod", scope: "default", payment: "cod", bps: 0, minimum: 0 },
      ],
    });
    expect(await rate()).toEqual({ online: { percent: 10, minimum: 2 }, cod: null });
    await t.db.commissionRule.create({
      data: { id: "dash-shop-cod", scope: "shop", shopId: W.shopA, payment: "cod", bps: 250, minimum: 150 },
    });
    expect(await rate()).toEqual({ online: { percent: 10, minimum: 2 }, cod: { percent: 2.5, minimum: 1.5 } });
  });
});

describe("live stream of the member's stores", () => {
  it("carries a new order to the shop's members and to nobody else's", async () => {
    const mine = await openSse(`${base}/merchant/api/events`, me.auth);
    streams.push(mine);
    const theirs = await openSse(`${base}/merchant/api/events`, other.auth);
    streams.push(theirs);
    expect(mine.status).toBe(200);
    expect(mine.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    const { order } = await placeCodOrder(t);
    // An earlier test's order may still reach a stream opened just after it: look for this one.
    const created = (x: { event: string; data: string }) =>
      x.event === "order.created" && JSON.parse(x.data).data.order_id === order.id;
    await mine.waitFor((e) => e.some(created));
    expect(JSON.parse(mine.events.find(created)!.data)).toMatchObject({
      data: { order_id: order.id, status: 1 },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.events).toEqual([]);
    // A reconnect with Last-Event-ID replays what was missed.
    const lastId = mine.events[mine.events.length - 1].id!;
    const { order: next } = await placeCodOrder(t);
    const again = await openSse(`${base}/merchant/api/events`, {
      ...me.auth,
      "last-event-id": String(Number(lastId) - 1),
    });
    streams.push(again);
    await again.waitFor((e) => e.some((x) => JSON.parse(x.data).data.order_id === next.id));
    // A caller that does not ask for a stream gets an answer, not a connection that never ends.
    const plain = await api().get("/events");
    expect(plain.status).toBe(400);
    expect(plain.body.errors[0].path).toBe("headers.accept");
    // Without a session: the usual 401 envelope, no stream.
    const none = await openSse(`${base}/merchant/api/events`, {});
    expect(none.status).toBe(401);
  });
});
