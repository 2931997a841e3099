// npm run merchant:staff: a merchant's first Super Admin, found by merchant id or store key, who
// then signs in with a one-time code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { lastCode, mobileBody } from "../../testing/accounts";
import { run, UsageError } from "../../../../scripts/merchant-staff";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const cli = async (...argv: string[]) => {
  const lines: string[] = [];
  await run(t.db, argv, (l) => lines.push(l));
  return lines;
};

describe("npm run merchant:staff", () => {
  it("adds a Super Admin to the merchant of a store key, who signs in with a code", async () => {
    const store = await t.db.store.findFirstOrThrow({ where: { shop: { merchantId: "merchant_002" } } });
    const lines = await cli("add", "--store-key", store.storeKey, "--name", "Kiran Rao", "--mobile", "9755500001");
    expect(lines[0]).toMatch(/Added Kiran Rao \(9755500001\) as super_admin of .* \(merchant_002\)/);
    const member = await t.db.staffMember.findUniqueOrThrow({ where: { mobile: "9755500001" } });
    expect(member).toMatchObject({ merchantId: "merchant_002", role: "super_admin", passwordHash: null });
    const api = () => request(t.app.server);
    await api()
      .post("/merchant/api/auth/onetimepassword")
      .send({ mobile: mobileBody("9755500001") });
    const res = await api()
      .post("/merchant/api/auth/onetimepassword/verify")
      .send({ mobile: mobileBody("9755500001"), otp: await lastCode(t.db, "+919755500001") });
    expect(res.body.data.needs_password).toBe(true);
    expect((await cli("list", "--merchant", "merchant_002")).join("\n")).toContain("9755500001  super_admin  active");
  });

  it("refuses a taken number, a bad number, an unknown merchant or role with a usage error", async () => {
    await expect(cli("add", "--merchant", "merchant_002", "--name", "X", "--mobile", "9800000001")).rejects.toThrow(
      /already belongs/,
    );
    await expect(cli("add", "--merchant", "merchant_002", "--name", "X", "--mobile", "12")).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(cli("add", "--merchant", "nope", "--name", "X", "--mobile", "9755500002")).rejects.toThrow(
      /No merchant/,
    );
    await expect(
      cli("add", "--merchant", "merchant_002", "--name", "X", "--mobile", "9755500002", "--role", "boss"),
    ).rejects.toThrow(/Unknown role/);
    await expect(cli("fly")).rejects.toThrow(/Unknown command/);
  });
});
