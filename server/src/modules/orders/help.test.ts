import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { buildOrdersWorld, makeCustomer, makeOrder } from "./test-world";

let t: TestApp;
let asha: string;
let ravi: string;

const get = (path: string, user = asha) =>
  request(t.app.server).get(`/user/order${path}`).set(customerAuth(t.app, user));

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  ravi = (await makeCustomer(t.db)).id;
  await t.db.contentPage.createMany({
    data: [
      {
        kind: "help",
        slug: "help-late",
        title: "My order is late",
        body: "<p>Buzz the shop.</p><script>alert(1)</script>",
        sortOrder: 2,
      },
      {
        kind: "help",
        slug: "help-pay",
        title: "Payment issues",
        body: "<p>Refunds take <b>5-7</b> days.</p>",
        sortOrder: 1,
      },
      { kind: "faq_customer", slug: "faq-1", title: "Not a help topic", body: "<p>x</p>" },
    ],
  });
  await t.db.reasonTitle.createMany({
    data: [
      { kind: "cancel", title: "Ordered by mistake", sortOrder: 1 },
      { kind: "cancel", title: "Other", sortOrder: 9 },
      { kind: "replacement", title: "Damaged product", sortOrder: 1 },
      { kind: "shop_review", rating: 5, title: "Quick delivery" },
    ],
  });
});
afterAll(async () => t.close());

describe("help on an order", () => {
  it("lists the customer help titles with the support line", async () => {
    const order = await makeOrder(t.db, asha);
    const res = await get(`/help/titles?_id=${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.titles.map((x: { display_name: string }) => x.display_name)).toEqual([
      "Payment issues",
      "My order is late",
    ]);
    expect(res.body.data.help).toEqual({ dialing_code: "+91", number: "8047182000", email: "support@galli.in" });
    const theirs = await makeOrder(t.db, ravi);
    expect((await get(`/help/titles?_id=${theirs.id}`)).status).toBe(404);
  });

  it("answers a title's sanitised HTML content", async () => {
    const late = await t.db.contentPage.findUniqueOrThrow({ where: { slug: "help-late" } });
    const res = await get(`/help/content?_id=${late.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: late.id, display_name: "My order is late", content: "<p>Buzz the shop.</p>" });
    const faq = await t.db.contentPage.findUniqueOrThrow({ where: { slug: "faq-1" } });
    expect((await get(`/help/content?_id=${faq.id}`)).status).toBe(404);
    expect((await get(`/help/content`)).status).toBe(400);
  });
});

describe("reason titles", () => {
  it("lists cancel and replacement reasons in order", async () => {
    const cancel = await get("/view/cancel/titles");
    expect(cancel.body.data.titles.map((x: { display_name: string }) => x.display_name)).toEqual([
      "Ordered by mistake",
      "Other",
    ]);
    expect(cancel.body.data.titles[0]._id).toEqual(expect.any(String));
    const replacement = await get("/view/replacement/titles");
    expect(replacement.body.data.titles).toEqual([{ _id: expect.any(String), display_name: "Damaged product" }]);
  });
});
