import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { testApp, type TestApp } from "../testing/app";
import { AppError } from "../lib/app-error";
import { ERROR_CODE } from "../contract/errors";

let t: TestApp;

// A throwaway plugin that exercises each kind of failure the error handler maps.
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/__probe/body",
    { schema: { body: z.object({ name: z.string().min(1, "Name is required."), age: z.number().int() }).strict() } },
    async () => ({ success: true }),
  );
  app.get("/user/__probe/app-error", async () => {
    throw new AppError(ERROR_CODE.CART_GROUP_CONFLICT, "Conflict message.");
  });
  app.get("/user/__probe/crash", async () => {
    throw new Error("secret internal detail at /srv/file.ts:12");
  });
  app.get("/user/__probe/prisma-dup", async () => {
    await app.ctx.db.merchant.create({ data: { id: "m-dup", name: "a", email: "a@x.in" } });
    await app.ctx.db.merchant.create({ data: { id: "m-dup", name: "a", email: "a@x.in" } });
  });
};

beforeAll(async () => {
  t = await testApp({ env: { BODY_LIMIT_BYTES: "2048" }, extend: async (app) => app.register(probe) });
});
afterAll(async () => t.close());

const expectFailure = (body: Record<string, unknown>, code: string) => {
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  expect(JSON.stringify(body)).not.toMatch(/stack|\.ts:\d+/);
};

describe("the envelope and error mapping", () => {
  it("answers zod failures with 400 and errors[] naming each field", async () => {
    const res = await request(t.app.server).post("/user/__probe/body").send({ name: "", age: 1.5, extra: true });
    expect(res.status).toBe(400);
    expectFailure(res.body, "VALIDATION_FAILED");
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toContain("name");
    expect(paths).toContain("age");
    expect(res.body.errors.find((e: { path: string }) => e.path === "name").message).toBe("Name is required.");
  });

  it("answers malformed JSON with 400", async () => {
    const res = await request(t.app.server)
      .post("/user/__probe/body")
      .set("content-type", "application/json")
      .send('{"name": ');
    expect(res.status).toBe(400);
    expectFailure(res.body, "INVALID_JSON");
  });

  it("answers a wrong content type with 415", async () => {
    const res = await request(t.app.server).post("/user/__probe/body").set("content-type", "application/xml").send("<a/>");
    expect(res.status).toBe(415);
    expectFailure(res.body, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers a body over the limit with 413", async () => {
    const res = await request(t.app.server).post("/user/__probe/body").send({ name: "x".repeat(5000), age: 1 });
    expect(res.status).toBe(413);
    expectFailure(res.body, "PAYLOAD_TOO_LARGE");
  });

  it("answers an unknown API route with 404", async () => {
    const res = await request(t.app.server).get("/user/does-not-exist");
    expect(res.status).toBe(404);
    expectFailure(res.body, "NOT_FOUND");
    const post = await request(t.app.server).post("/api/nothing").send({});
    expect(post.status).toBe(404);
  });

  it("answers an AppError with its own status and code", async () => {
    const res = await request(t.app.server).get("/user/__probe/app-error");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: "CART_GROUP_CONFLICT", message: "Conflict message." });
  });

  it("hides the details of an unexpected error behind a generic 500", async () => {
    const res = await request(t.app.server).get("/user/__probe/crash");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: "INTERNAL", message: "Something went wrong. Please try again." });
  });

  it("maps a unique-constraint violation to 409", async () => {
    const res = await request(t.app.server).get("/user/__probe/prisma-dup");
    expect(res.status).toBe(409);
    expectFailure(res.body, "DUPLICATE");
  });

  it("serves the app's HTML for client routes and carries a request id", async () => {
    for (const url of ["/home", "/api", "/some-private-shop", "/track-order"]) {
      const res = await request(t.app.server).get(url);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
    }
    const res = await request(t.app.server).get("/healthz").set("x-request-id", "abc-123");
    expect(res.headers["x-request-id"]).toBe("abc-123");
    expect(res.body).toMatchObject({ success: true, data: { status: "ok", database: "ok" } });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
