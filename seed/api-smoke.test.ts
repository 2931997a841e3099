// The seeded demo world through the API: the demo logins and keys work and the seeded content,
// reason titles and orders are what the screens read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../server/src/testing/app";
import { clientHash } from "../server/src/lib/password";
import { DEMO_CUSTOMER, DEMO_MERCHANT_AUTHKEY, DEMO_STORE_KEY, SECOND_CUSTOMER } from "./demo-credentials";
import { ASHA_ID } from "./people";
import { productCode } from "./shops";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: true });
});
afterAll(async () => t?.close());

describe("the seeded world through the API", () => {
  it("lets both demo customers log in with the demo password", async () => {
    for (const c of [DEMO_CUSTOMER, SECOND_CUSTOMER]) {
      const res = await request(t.app.server)
        .post("/user/auth/password")
        .set(guestAuth(t.app))
        .send({
          mobile: { dialing_code: "+91", number: c.mobile },
          password: clientHash(c.password),
          device_details: { type: 3, token: "web" },
        });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it("reads the demo store's stock with the demo Authkey", async () => {
    const sp = await t.db.storeProduct.findFirstOrThrow({
      where: { store: { storeKey: DEMO_STORE_KEY } },
      orderBy: { id: "asc" },
    });
    const product = await t.db.product.findUniqueOrThrow({ where: { id: sp.productId } });
    expect(sp.productCode).toBe(productCode(Number(product.id.slice(5))));
    const res = await request(t.app.server)
      .post("/api/read")
      .set("Authkey", DEMO_MERCHANT_AUTHKEY)
      .send({ store_key: DEMO_STORE_KEY, prod_codes: [sp.productCode] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).toContain(sp.productCode);
  });

  it("serves the policy pages, help entries and reason titles", async () => {
    for (const slug of [
      "about-us",
      "terms",
      "privacy",
      "Privacy-policy",
      "merchant-policy",
      "cancellation",
      "merchant-help",
    ]) {
      const res = await request(t.app.server).get(`/user/content/page/${slug}`).set(guestAuth(t.app));
      expect(res.status, slug).toBe(200);
      expect(res.body.data.body).toContain("<p>");
    }
    const cancel = await request(t.app.server).get("/user/order/view/cancel/titles").set(customerAuth(t.app, ASHA_ID));
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.titles.map((x: { display_name: string }) => x.display_name)).toContain(
      "Ordered by mistake",
    );
  });

  it("lists the demo customer's order history", async () => {
    const res = await request(t.app.server).get("/user/order/history/purchase").set(customerAuth(t.app, ASHA_ID));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
