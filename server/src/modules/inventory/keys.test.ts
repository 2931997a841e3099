import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { sha256 } from "../../lib/tokens";
import { run } from "../../../../scripts/merchant-key";
import { createMerchantWorld, type MerchantWorld } from "./test-fixture";

let t: TestApp;
let m: MerchantWorld;

beforeAll(async () => {
  t = await testApp();
  m = await createMerchantWorld(t.db, { storeKeys: ["KEYS-1"] });
});
afterAll(async () => t.close());

const cli = async (...argv: string[]) => {
  const lines: string[] = [];
  await run(t.db, argv, (l) => lines.push(l));
  return lines;
};
const readWith = (token: string) =>
  request(t.app.server)
    .post("/api/read")
    .set("Authkey", token)
    .send({ store_key: "KEYS-1", prod_codes: ["x"] });

describe("merchant:key", () => {
  it("issues a working token, shown once and stored as a digest", async () => {
    const lines = await cli("issue", "--merchant", m.merchantId, "--label", "Tally sync");
    const token = lines.find((l) => l.startsWith("Authkey: "))!.slice("Authkey: ".length);
    expect(token).toMatch(/^galli_[\w-]{43}$/);
    expect((await readWith(token)).status).toBe(200);
    const row = await t.db.merchantApiKey.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    expect(row).toMatchObject({ merchantId: m.merchantId, label: "Tally sync", revokedAt: null });

    const listed = (await cli("list", "--merchant", m.merchantId)).join("\n");
    expect(listed).toContain(row.id);
    expect(listed).toContain('"Tally sync"');
    expect(listed).not.toContain(token);
    expect(listed).not.toContain(row.tokenHash);

    const revoked = await cli("revoke", "--id", row.id);
    expect(revoked[0]).toMatch(new RegExp(`^Revoked key ${row.id} `));
    expect((await readWith(token)).status).toBe(401);
    expect((await cli("list", "--merchant", m.merchantId)).join("\n")).toMatch(new RegExp(`${row.id}  revoked `));
    // Revoking again keeps the first time.
    const again = await cli("revoke", "--id", row.id);
    expect(again).toEqual(revoked);
  });

  it("refuses an unknown merchant or key id, and a missing flag", async () => {
    await expect(cli("issue", "--merchant", "nope")).rejects.toThrow('No merchant has the id "nope".');
    await expect(cli("revoke", "--id", "nope")).rejects.toThrow('No API key has the id "nope".');
    await expect(cli("list")).rejects.toThrow("list needs --merchant.");
    await expect(cli("rotate")).rejects.toThrow('Unknown command "rotate".');
  });

  it("runs as a command against the configured database", () => {
    const env = { ...process.env, DATABASE_URL: `file:${path.join(t.dir, "galli.db")}`, LOG_LEVEL: "silent" };
    const tsx = path.resolve("node_modules/.bin/tsx");
    const issued = spawnSync(tsx, ["scripts/merchant-key.ts", "issue", "--merchant", m.merchantId], {
      env,
      encoding: "utf8",
    });
    expect(issued.status).toBe(0);
    expect(issued.stdout).toMatch(/Authkey: galli_/);
    const usage = spawnSync(tsx, ["scripts/merchant-key.ts", "issue"], { env, encoding: "utf8" });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage:");
  });
});
