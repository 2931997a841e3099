// Answers in the request's language: every catalogue code and every contract message has Hindi,
// Accept-Language picks it, and the error handler and success envelopes use it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { ERRORS, type ErrorCode } from "../contract/errors";
import { ERROR_MESSAGES_HI } from "../contract/errors-hi";
import * as HI from "../contract/messages-hi";
import { ENQUIRY_MESSAGES } from "../contract/enquiry";
import { testApp, type TestApp } from "../testing/app";
import { languageOf, localise, localiseError } from "./language";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the catalogue in two languages", () => {
  it("has an English and a Hindi message for every error code", () => {
    const codes = Object.keys(ERRORS) as ErrorCode[];
    expect(Object.keys(ERROR_MESSAGES_HI).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(ERRORS[code].message.trim(), code).not.toBe("");
      expect(ERROR_MESSAGES_HI[code], code).toMatch(DEVANAGARI);
    }
  });

  it("has Hindi for every text of the contract's message tables", () => {
    for (const [table, messages] of Object.entries(HI)) {
      for (const [key, text] of Object.entries(messages as Record<string, unknown>)) {
        const shown = typeof text === "function" ? (text as (s: string) => string)("25") : text;
        expect(shown, `${table}.${key}`).toMatch(DEVANAGARI);
      }
    }
  });
});

describe("languageOf", () => {
  it("follows Accept-Language and its weights, English by default", () => {
    expect(languageOf(undefined)).toBe("en");
    expect(languageOf("hi")).toBe("hi");
    expect(languageOf("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(languageOf("en-IN,en;q=0.9,hi;q=0.5")).toBe("en");
    expect(languageOf("fr-FR,hi;q=0.7")).toBe("hi");
    expect(languageOf("ta-IN")).toBe("en");
    expect(languageOf("hi;q=0")).toBe("en");
  });

  it("swaps known texts and keeps the rest", () => {
    expect(localise(ENQUIRY_MESSAGES.cityRequired, "hi")).toBe(HI.ENQUIRY_MESSAGES_HI.cityRequired);
    expect(localise("Atta is no longer in stock.", "hi")).toBe("Atta is no longer in stock.");
    expect(localise(ENQUIRY_MESSAGES.cityRequired, "en")).toBe(ENQUIRY_MESSAGES.cityRequired);
    expect(localiseError("TOKEN_EXPIRED", ERRORS.TOKEN_EXPIRED.message, "hi")).toBe(ERROR_MESSAGES_HI.TOKEN_EXPIRED);
  });
});

describe("answers over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it("answers validation errors in Hindi for a Hindi request, in English otherwise", async () => {
    const hindi = await request(t.app.server).post("/user/enquiry/form").set("accept-language", "hi").send({});
    expect(hindi.status).toBe(400);
    expect(hindi.body.code).toBe("VALIDATION_FAILED");
    const city = hindi.body.errors.find((e: { path: string }) => e.path === "city");
    expect(city.message).toBe(HI.ENQUIRY_MESSAGES_HI.cityRequired);
    expect(hindi.body.message).toMatch(DEVANAGARI);

    const english = await request(t.app.server).post("/user/enquiry/form").send({});
    expect(english.body.errors.find((e: { path: string }) => e.path === "city").message).toBe(
      ENQUIRY_MESSAGES.cityRequired,
    );
  });

  it("answers a catalogue code with its Hindi message", async () => {
    const res = await request(t.app.server)
      .get("/api/stores/GALLI-STORE-0001/orders")
      .set("accept-language", "hi-IN,hi;q=0.9");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("AUTHKEY_MISSING");
    expect(res.body.message).toBe(ERROR_MESSAGES_HI.AUTHKEY_MISSING);
  });

  it("offers a question captcha as the picture's text alternative", async () => {
    const res = await request(t.app.server).get("/user/enquiry/captcha?kind=question");
    expect(res.status).toBe(200);
    expect(res.body.data.svg).toBe("");
    expect(res.body.data.question).toEqual({ a: expect.any(Number), b: expect.any(Number) });
    const image = await request(t.app.server).get("/user/enquiry/captcha");
    expect(image.body.data.svg).toMatch(/^<svg/);
    expect(image.body.data.question).toBeUndefined();
  });
});
