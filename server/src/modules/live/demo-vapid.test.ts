// Demo mode pushes out of the box: the first start makes a VAPID key pair in the data folder and
// later starts read the same one; keys set in the environment, or production, are left alone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { DEMO_VAPID_FILE, withDemoVapid } from "./demo-vapid";

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-vapid-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("demo VAPID keys", () => {
  it("are made once into the data folder (owner-only) and read back by every later start", () => {
    const dir = path.join(freshDir(), "data");
    const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dir, VAPID_SUBJECT: "mailto:ops@galli.example" });
    expect(config.vapid).toBeNull();
    const first = withDemoVapid(config).vapid;
    expect(first).toMatchObject({ subject: "mailto:ops@galli.example" });
    // An uncompressed P-256 point and a 32-byte scalar, base64url.
    expect(Buffer.from(first!.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first!.privateKey, "base64url")).toHaveLength(32);
    const file = path.join(dir, DEMO_VAPID_FILE);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(withDemoVapid(config).vapid).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual([DEMO_VAPID_FILE]);
  });

  it("leave keys set in the environment, and production, alone", () => {
    const dir = freshDir();
    const set = loadConfig({
      NODE_ENV: "development",
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: "pub",
      VAPID_PRIVATE_KEY: "priv",
    });
    expect(withDemoVapid(set).vapid).toMatchObject({ publicKey: "pub", privateKey: "priv" });
    const production = loadConfig({ NODE_ENV: "production", DATA_DIR: dir, JWT_SECRET: "s".repeat(40) });
    expect(withDemoVapid(production).vapid).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuse a vapid.json that holds no key pair, naming it", () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, DEMO_VAPID_FILE), "{}");
    expect(() => withDemoVapid(loadConfig({ NODE_ENV: "development", DATA_DIR: dir }))).toThrow(/vapid\.json/);
  });
});
