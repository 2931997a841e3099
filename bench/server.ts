// The benchmarks' set-up: a world's data directory (an existing one, or a fresh demo world seeded in
// a temporary directory), the configuration an in-process app runs with, a customer's token, and
// the production server (server/src/main.ts, a cluster of WEB_CONCURRENCY workers, default one per
// core) started on a free loopback port over the world and stopped again.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../server/src/config";

export const BENCH_JWT_SECRET = "bench-only-secret-0123456789";

/** A customer's access token as the bench server signs them (HS256 over { sub, guest, typ }). */
export function customerToken(sub: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub, guest: false, typ: "access", iat: now, exp: now + 3600 })}`;
  return `${head}.${crypto.createHmac("sha256", BENCH_JWT_SECRET).update(head).digest("base64url")}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function requireWorld(dataDir: string, seedHint: string) {
  if (!fs.existsSync(path.join(dataDir, "galli.db"))) {
    console.error(`No database in ${dataDir}. Build it first:\n  DATA_DIR=${dataDir} npm run seed${seedHint}`);
    process.exit(1);
  }
}

/** DATA_DIR, or a temporary directory `prefix`-XXXX; a demo world (no images) is seeded when it has none. */
export function seededWorld(prefix: string): string {
  const dataDir = path.resolve(process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)));
  if (!fs.existsSync(path.join(dataDir, "galli.db"))) {
    console.log(`Seeding a fresh demo world in ${dataDir} (no images)...`);
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "seed/cli.ts", "--no-images"], {
      stdio: "inherit",
      env: { ...process.env, DATA_DIR: dataDir },
    });
    if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  }
  return dataDir;
}

/** The configuration of an app built in the benchmark's process over `dataDir` (production, quiet). */
export function benchConfig(dataDir: string): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    DEMO_MODE: "false",
    FULFILMENT_SIMULATOR: "false",
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMITS: "false",
  });
}

export type BenchServer = { base: string; pid: number; stop: () => Promise<void> };

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", "server/src/main.ts"],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
        DEMO_MODE: "false",
        TIMED_WORK: "false",
        RATE_LIMITS: "false",
        JWT_SECRET: BENCH_JWT_SECRET,
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let started = false;
  // BENCH_SERVER_OUT=file keeps what the server prints (with BENCH_NODE_ARGS=--trace-gc, its pauses).
  const out = process.env.BENCH_SERVER_OUT ? fs.createWriteStream(process.env.BENCH_SERVER_OUT) : null;
  child.stdout.on("data", (chunk: Buffer) => {
    out?.write(chunk);
    if (/workers listening/.test(chunk.toString())) started = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const single = (env.WEB_CONCURRENCY ?? process.env.WEB_CONCURRENCY) === "1";
  const deadline = Date.now() + 180_000;
  // A cluster says when all its workers listen; a single process answers its health check.
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
    const res = started || single ? await fetch(`${base}/healthz`).catch(() => null) : null;
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
