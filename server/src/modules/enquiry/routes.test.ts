import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { buildApp } from "../../app";
import { createDb } from "../../lib/db";

let t: TestApp;
let clock = Date.UTC(2026, 10, 21, 6, 0, 0);

const form = {
  business_name: "Sharma Kirana",
  name: "Ramesh Sharma",
  contact_num: "9876543210",
  email_id: "Ramesh@Example.in",
  shop_category: "Grocery",
  city: "Pune, Maharashtra",
};

async function captcha() {
  const res = await request(t.app.server).get("/user/enquiry/captcha");
  expect(res.status).toBe(200);
  const id = res.body.data.captcha_id as string;
  const answer = (await request(t.app.server).get(`/dev/captcha/${id}`)).body.data.answer as string;
  return { id, answer, svg: res.body.data.svg as string };
}
const send = (body: object) => request(t.app.server).post("/user/enquiry/form").send(body);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

describe("GET /user/enquiry/captcha", () => {
  it("makes an SVG captcha and stores a hash of its answer (in clear only in demo mode)", async () => {
    const { id, answer, svg } = await captcha();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(answer).toMatch(/^[a-zA-Z0-9]{5}$/);
    const row = await t.db.captchaChallenge.findUniqueOrThrow({ where: { id } });
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.demoAnswer).toBe(answer);
    expect(row.expiresAt.getTime() - clock).toBe(10 * 60_000);
  });

  it("answers GET /dev/captcha/:id from any process on the same database, until the captcha is used", async () => {
    // A second app on the same database stands in for another process of the npm start cluster.
    const db = createDb(t.config.databaseUrl, { poolSize: 2 });
    const other = await buildApp(t.config, { db, now: () => new Date(clock) });
    await other.ready();
    try {
      const made = await request(t.app.server).get("/user/enquiry/captcha");
      const id = made.body.data.captcha_id as string;
      const answers = [];
      for (const app of [other, t.app, other, t.app]) {
        const res = await app.inject({ method: "GET", url: `/dev/captcha/${id}` });
        expect(res.statusCode).toBe(200);
        answers.push(res.json().data.answer);
      }
      expect(new Set(answers).size).toBe(1);
      const sent = await other.inject({
        method: "POST",
        url: "/user/enquiry/form",
        payload: { ...form, captcha_id: id, captcha_key: "zzzzzz" },
      });
      expect(sent.json().code).toBe("CAPTCHA_WRONG");
      expect((await t.app.inject({ method: "GET", url: `/dev/captcha/${id}` })).statusCode).toBe(404);
      expect((await t.db.captchaChallenge.findUniqueOrThrow({ where: { id } })).demoAnswer).toBeNull();
    } finally {
      await other.close();
      await db.$disconnect();
    }
  });

  it("keeps no answer in clear outside demo mode", async () => {
    const prod = await testApp({ env: { RATE_LIMITS: "false", DEMO_MODE: "false" } });
    try {
      const made = await request(prod.app.server).get("/user/enquiry/captcha");
      expect(made.status).toBe(200);
      const row = await prod.db.captchaChallenge.findUniqueOrThrow({ where: { id: made.body.data.captcha_id } });
      expect(row.demoAnswer).toBeNull();
      expect((await prod.app.inject({ method: "GET", url: `/dev/captcha/${row.id}` })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe("POST /user/enquiry/form", () => {
  it("accepts a right answer (any case) once, and stores the enquiry", async () => {
    const c = await captcha();
    const res = await send({
      ...form,
      captcha_id: c.id,
      captcha_key: c.answer.toUpperCase() === c.answer ? c.answer.toLowerCase() : c.answer.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Thank you for your interest in Galli! Our partner team will call you within 2 business days.",
    });
    const rows = await t.db.enquiry.findMany();
    expect(rows).toEqual([
      expect.objectContaining({
        businessName: "Sharma Kirana",
        name: "Ramesh Sharma",
        contactNum: "9876543210",
        emailId: "ramesh@example.in",
        shopCategory: "Grocery",
        city: "Pune, Maharashtra",
      }),
    ]);
    expect(rows[0].ip).not.toBe("");

    const reused = await send({ ...form, captcha_id: c.id, captcha_key: c.answer });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: "CAPTCHA_USED",
      message: "This captcha was already used. Please try the new one.",
    });
    expect(await t.db.enquiry.count()).toBe(1);
  });

  it("refuses a wrong answer, and the captcha is then used up", async () => {
    const c = await captcha();
    const wrong = await send({ ...form, captcha_id: c.id, captcha_key: "zzzzzz" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: "CAPTCHA_WRONG",
      message: "The captcha does not match. Please try the new one.",
    });
    const retry = await send({ ...form, captcha_id: c.id, captcha_key: c.answer });
    expect(retry.body.code).toBe("CAPTCHA_USED");
    const unknown = await send({ ...form, captcha_id: "no-such-captcha", captcha_key: c.answer });
    expect(unknown.body.code).toBe("CAPTCHA_WRONG");
    expect(await t.db.enquiry.count()).toBe(1);
  });

  it("refuses an expired captcha", async () => {
    const c = await captcha();
    clock += 10 * 60_000 + 1;
    const res = await send({ ...form, captcha_id: c.id, captcha_key: c.answer });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "CAPTCHA_EXPIRED",
      message: "The captcha has expired. Please try the new one.",
    });
  });

  it.each([
    ["business_name", "Shop / Business name is required."],
    ["name", "Owner name is required."],
    ["contact_num", "Owner Contact Number is required."],
    ["email_id", "Owner Email Id is required."],
    ["shop_category", "Shop category is required."],
    ["city", "City is required."],
  ])("requires %s", async (field, message) => {
    const empty = await send({ ...form, [field]: "  ", captcha_id: "x", captcha_key: "y" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(message);
    const { [field]: _gone, ...rest } = form as Record<string, string>;
    const missing = await send({ ...rest, captcha_id: "x", captcha_key: "y" });
    expect(missing.body.message).toBe(message);
  });

  it("requires the captcha, a valid phone and email, and a listed category and city", async () => {
    expect((await send({ ...form })).body.message).toBe("Please enter the captcha.");
    expect((await send({ ...form, contact_num: "12345", captcha_id: "x", captcha_key: "y" })).body.message).toBe(
      "Invalid phone number.",
    );
    expect((await send({ ...form, email_id: "ramesh", captcha_id: "x", captcha_key: "y" })).body.message).toBe(
      "Invalid email.",
    );
    const c = await captcha();
    const category = await send({ ...form, shop_category: "Casino", captcha_id: c.id, captcha_key: c.answer });
    expect(category.body).toMatchObject({
      code: "UNKNOWN_CATEGORY",
      message: "Please choose a shop category from the list.",
    });
    const city = await send({ ...form, city: "Atlantis", captcha_id: c.id, captcha_key: c.answer });
    expect(city.body.code).toBe("UNKNOWN_CITY");
    // The captcha was not spent on a form that failed its other checks.
    expect((await send({ ...form, captcha_id: c.id, captcha_key: c.answer })).status).toBe(200);
  });
});

describe("abuse", () => {
  it("rate-limits an enquiry flood from one address", async () => {
    const limited = await testApp({ env: { RATE_LIMITS: "true" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (
            await request(limited.app.server)
              .post("/user/enquiry/form")
              .send({ ...form, captcha_id: "x", captcha_key: "y" })
          ).status,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("hides /dev/captcha outside demo mode", async () => {
    const live = await testApp({ env: { DEMO_MODE: "false", RATE_LIMITS: "false" } });
    try {
      const id = (await request(live.app.server).get("/user/enquiry/captcha")).body.data.captcha_id;
      expect((await request(live.app.server).get(`/dev/captcha/${id}`)).status).toBe(404);
    } finally {
      await live.close();
    }
  });
});
