// Control and text-direction characters are refused in every free-text field (body, query, path,
// multipart fields), with the message in the request's language, so a name can never carry a NUL
// or a right-to-left override to the merchant's screen. Router refusals (a path part over 100
// characters, a broken %-escape) come in the envelope with a catalogue code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import fc from "fast-check";
import { customerAuth, guestAuth, testApp, type TestApp } from "../testing/app";
import { createCustomer } from "../testing/accounts";
import { COMMON_MESSAGES, UNSAFE_TEXT_RE, unsafeTextPath } from "../contract/common-constants";
import { COMMON_MESSAGES_HI } from "../contract/messages-hi";
import { ERRORS } from "../contract/errors";
import { ERROR_MESSAGES_HI } from "../contract/errors-hi";

let t: TestApp;
let auth: { authorization: string };
let userId: string;
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  userId = (await createCustomer(t.db, { firstName: "Asha", lastName: "Verma" })).id;
  auth = customerAuth(t.app, userId);
});
afterAll(async () => t.close());

const edit = (body: object, language?: string) => {
  const req = request(t.app.server).post("/user/profile/edit").set(auth);
  return (language ? req.set("accept-language", language) : req).send(body);
};

describe("free text", () => {
  it.each([
    ["a NUL", "Asha\u0000"],
    ["a right-to-left override", "\u202EahsA"],
    ["a left-to-right isolate", "Asha\u2066x\u2069"],
    ["a bell", "As\u0007ha"],
    ["a C1 control", "Asha\u0085"],
  ])("refuses %s in a profile name, in English and Hindi", async (_what, name) => {
    const res = await edit({ first_name: name });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: COMMON_MESSAGES.unsafeText,
      errors: [{ path: "first_name", message: COMMON_MESSAGES.unsafeText }],
    });
    const hindi = await edit({ first_name: name }, "hi");
    expect(hindi.body.message).toBe(COMMON_MESSAGES_HI.unsafeText);
    expect(hindi.body.errors[0].message).toBe(COMMON_MESSAGES_HI.unsafeText);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.firstName).toBe("Asha");
  });

  it("accepts Hindi, line breaks and ordinary punctuation", async () => {
    const res = await edit({ first_name: "आशा", last_name: "Verma-Singh (ji)" });
    expect(res.status).toBe(200);
    expect(unsafeTextPath({ note: "line one\nline two\ttabbed\r\n" })).toBeNull();
  });

  it("names the field deep in a body, and checks query strings alike", async () => {
    expect(unsafeTextPath({ items: [{ name: "ok" }, { name: "bad\u202E" }] })).toBe("items.1.name");
    const search = await request(t.app.server)
      .get("/user/places/autocomplete")
      .set(guestAuth(t.app))
      .query({ q: "Pune\u202E" });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual([{ path: "q", message: COMMON_MESSAGES.unsafeText }]);
  });

  it("refuses a string exactly when it holds a character of the unsafe set", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const bad = [...s].some((ch) => {
          const c = ch.codePointAt(0)!;
          return (
            (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) ||
            (c >= 0x7f && c <= 0x9f) ||
            (c >= 0x202a && c <= 0x202e) ||
            (c >= 0x2066 && c <= 0x2069)
          );
        });
        expect(UNSAFE_TEXT_RE.test(s)).toBe(bad);
      }),
    );
  });
});

describe("router refusals", () => {
  it("answers a path part over 100 characters with 414 URI_TOO_LONG in the envelope", async () => {
    const res = await request(t.app.server).get(`/dev/captcha/${"a".repeat(150)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ success: false, code: "URI_TOO_LONG", message: ERRORS.URI_TOO_LONG.message });
    const hindi = await request(t.app.server)
      .get(`/dev/captcha/${"a".repeat(150)}`)
      .set("accept-language", "hi");
    expect(hindi.body.message).toBe(ERROR_MESSAGES_HI.URI_TOO_LONG);
  });

  it("answers a broken %-escape with 400 BAD_REQUEST in the envelope", async () => {
    const res = await request(t.app.server).get("/user/content/%zz");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: "BAD_REQUEST", message: COMMON_MESSAGES.badUrl });
  });
});
