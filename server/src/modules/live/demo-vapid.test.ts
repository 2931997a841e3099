// Demo mode pushes out of the box: the first start makes a VAPID key pair in the data folder and
// later starts read the same one; keys set in the environment, or production, are left alone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { DEMO_VAPID_FILE, withDemoVapid } from "./demo-vapid";
import { testApp } from "../../testing/app";

const tsx = createRequire(import.meta.url).resolve("tsx");

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts server/src/main.ts in demo mode on a migrated database and answers GET /user/live/push/key. */
async function demoServerPushKey(databaseUrl: string, dataDir: string): Promise<string | null> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", tsx, path.resolve("server/src/main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DEMO_MODE: "true",
      JOBS: "false",
      FULFILMENT_SIMULATOR: "false",
      LOG_LEVEL: "silent",
      WEB_CONCURRENCY: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      VAPID_PUBLIC_KEY: "",
      VAPID_PRIVATE_KEY: "",
      // The test's fetch keeps its connection open; a stopping server waits that long for it.
      SHUTDOWN_GRACE_MS: "500",
    },
    stdio: "ignore",
  });
  try {
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${port}/user/live/push/key`).catch(() => null);
      if (res?.ok) return ((await res.json()) as { data: { public_key: string | null } }).data.public_key;
      if (Date.now() > until || child.exitCode !== null) throw new Error("the demo server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

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

  it(
    "npm start's server in demo mode offers the pair's public key, the same after a restart",
    { timeout: 150_000 },
    async () => {
      const t = await testApp();
      try {
        const dir = freshDir();
        const first = await demoServerPushKey(t.config.databaseUrl, dir);
        const saved = JSON.parse(fs.readFileSync(path.join(dir, DEMO_VAPID_FILE), "utf8")) as { publicKey: string };
        expect(first).toBe(saved.publicKey);
        expect(await demoServerPushKey(t.config.databaseUrl, dir)).toBe(first);
      } finally {
        await t.close();
      }
    },
  );

  it("refuse a vapid.json that holds no key pair, naming it", () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, DEMO_VAPID_FILE), "{}");
    expect(() => withDemoVapid(loadConfig({ NODE_ENV: "development", DATA_DIR: dir }))).toThrow(/vapid\.json/);
  });
});
