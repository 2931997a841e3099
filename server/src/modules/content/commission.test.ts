// The merchant policy and the merchant help tell a shop what commission it pays, from the live
// rules: the demo's defaults (10%, at least ₹2 a line online; nothing on cash on delivery), and a
// rule an Admin sets afterwards shows on the next read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const policy = (language = "en") =>
  request(t.app.server).get("/user/content/page/merchant-policy").set("accept-language", language);
const merchantHelp = () => request(t.app.server).get("/user/content/help?audience=merchant");

describe("the commission a shop pays, on the merchant policy and help", () => {
  it("the demo world charges no commission on cash on delivery", async () => {
    const rules = await t.db.commissionRule.findMany({ where: { scope: "default", active: true } });
    expect(rules.map((r) => [r.payment, r.bps, r.minimum]).sort()).toEqual([
      ["cod", 0, 0],
      ["online", 1_000, 200],
    ]);
  });

  it("the merchant policy states the online and COD rates in English and Hindi", async () => {
    const en = await policy();
    expect(en.status).toBe(200);
    expect(en.body.data.body).toContain("<h2>Commission</h2>");
    expect(en.body.data.body).toContain(
      "Orders paid online (Galli Cash included): 10% of each order line's value, at least ₹2 a line. Cash on delivery orders: no commission.",
    );
    const hi = await policy("hi");
    expect(hi.body.data.body).toContain("<h2>कमीशन</h2>");
    expect(hi.body.data.body).toContain("हर ऑर्डर लाइन की कीमत का 10%, हर लाइन पर कम से कम ₹2");
    expect(hi.body.data.body).toContain("कैश ऑन डिलीवरी वाले ऑर्डर: कोई कमीशन नहीं");
  });

  it("the merchant help ends with the commission entry; the customer help has none", async () => {
    const res = await merchantHelp();
    const entry = res.body.data.entries.at(-1);
    expect(entry).toMatchObject({ _id: "commission", title: "Commission" });
    expect(entry.body).toContain("Cash on delivery orders: no commission.");
    const customer = await request(t.app.server).get("/user/content/help?audience=customer");
    expect(customer.body.data.entries.map((e: { _id: string }) => e._id)).not.toContain("commission");
  });

  it("a COD rule an Admin sets shows on the next read", async () => {
    await t.db.commissionRule.update({
      where: { id: "commission_default_cod" },
      data: { bps: 250, minimum: 150 },
    });
    try {
      expect((await policy()).body.data.body).toContain(
        "Cash on delivery orders: 2.5% of each order line's value, at least ₹1.50 a line.",
      );
      expect((await merchantHelp()).body.data.entries.at(-1).body).toContain("Cash on delivery orders: 2.5%");
    } finally {
      await t.db.commissionRule.update({ where: { id: "commission_default_cod" }, data: { bps: 0, minimum: 0 } });
    }
  });
});
