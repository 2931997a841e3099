// Where a phone's main thread goes while a page loads: builds the web client with source maps
// into a temporary folder, serves it over a fresh demo world, opens /home once (a returning
// phone: locations set, a guest session kept), then loads ROUTE with the CPU slowed 4x (as
// Lighthouse's mobile mode) under Chromium's sampling profiler, and prints the time by source
// package or file (self and inclusive), the busiest functions, and the busy stretches in order.
//   npx tsx bench/web-profile.ts                      ROUTE=/<shop> by default; ROUTE=/home
//   DIST=dir npx tsx bench/web-profile.ts             a build of your own (with its .map files)
// A profile, not a score: bench/web.ts gives Lighthouse's numbers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { loadConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { migrate } from "../scripts/migrate";
import { seedDemoWorld } from "../seed/world";
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium";
import { keepReturningPhone } from "./returning-phone";

const ROUTE = process.env.ROUTE ?? `/${DEMO_PRIVATE_SHOP}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "galli-web-profile-"));
let dist = process.env.DIST ? path.resolve(process.env.DIST) : "";
if (!dist) {
  dist = path.join(work, "dist");
  console.log("Building the web client with source maps...");
  const built = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--config", "web/vite.config.ts", "--sourcemap", "--logLevel", "warn"],
    { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (built.status !== 0) throw new Error("The web client build failed.");
  fs.cpSync(path.resolve("web/dist"), dist, { recursive: true });
}

const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: path.join(work, "data"),
  DEMO_MODE: "true",
  FULFILMENT_SIMULATOR: "false",
  RATE_LIMITS: "false",
  HOST: "127.0.0.1",
  PORT: "0",
});
migrate(config.databaseUrl);
const db = createDb(config.databaseUrl);
await seedDemoWorld(db, { uploadsDir: config.uploadsDir });
await db.$disconnect();
const app = await buildApp({ ...config, webDistDir: dist });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

const browser = await chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
});
const page = await context.newPage();
await page.goto(`${base}/robots.txt`);
await keepReturningPhone(page);
await page.goto(`${base}/home`);
await page.waitForTimeout(3000);
await page.goto(`${base}/robots.txt`);

const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(`${base}${ROUTE}`);
await page.waitForTimeout(8000);
const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
await browser.close();
await app.close();

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: { id: number; callFrame: Frame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

// ---------------------------------------------------------------- samples -> sources
const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  const file = /\/assets\/([^?]+\.js)/.exec(url)?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const mapFile = path.join(dist, "assets", `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(file) ?? null;
}
/** npm packages by name, our sources by path under src/. */
const sourceName = (source: string) => {
  if (!source.includes("node_modules/")) return source.replace(/^.*\/src\//, "src/");
  const rest = source.split("node_modules/").pop() ?? source;
  return `npm:${rest
    .split("/")
    .slice(0, rest.startsWith("@") ? 2 : 1)
    .join("/")}`;
};
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const labels = new Map<number, { file: string; fn: string }>();
function labelOf(id: number) {
  let label = labels.get(id);
  if (!label) {
    const cf = nodes.get(id)!.callFrame;
    const map = mapOf(cf.url);
    const at =
      map && cf.lineNumber >= 0 ? map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }) : null;
    if (at?.source) {
      const file = sourceName(at.source);
      label = { file, fn: `${at.name || cf.functionName || "(anonymous)"} ${file}:${at.line}` };
    } else {
      const file = cf.url ? (cf.url.split("/").pop() ?? cf.url) : cf.functionName || "(native)";
      label = { file, fn: `${cf.functionName || "(anonymous)"} ${file}` };
    }
    labels.set(id, label);
  }
  return label;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
let total = 0;
const stretches: { start: number; end: number; files: Map<string, number> }[] = [];
let t = profile.startTime;
profile.samples.forEach((sample, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  t += dt;
  total += dt;
  const { file, fn } = labelOf(sample);
  add(self, file, dt);
  add(byFunction, fn, dt);
  const seen = new Set<string>();
  for (let x: number | undefined = sample; x !== undefined; x = parent.get(x)) {
    const f = labelOf(x).file;
    if (!seen.has(f)) {
      seen.add(f);
      add(inclusive, f, dt);
    }
  }
  if (file === "(idle)") return;
  const last = stretches[stretches.length - 1];
  // Busy samples less than 10 ms apart belong to one stretch.
  if (last && t - last.end < 10_000) last.end = t;
  else stretches.push({ start: t - dt, end: t, files: new Map() });
  add(stretches[stretches.length - 1].files, file, dt);
});

const ms = (us: number) => (us / 1000).toFixed(0);
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`\n${ROUTE} at 4x CPU: ${ms(total)} ms profiled, ${ms(total - (self.get("(idle)") ?? 0))} ms busy\n`);
console.log("| source | self ms | inclusive ms |\n|---|---|---|");
for (const [file, v] of top(self, 25)) console.log(`| ${file} | ${ms(v)} | ${ms(inclusive.get(file) ?? 0)} |`);
console.log("\n| function | self ms |\n|---|---|");
for (const [fn, v] of top(byFunction, 25)) console.log(`| ${fn} | ${ms(v)} |`);
console.log("\n| busy stretch from ms | lasting ms | mostly |\n|---|---|---|");
for (const s of stretches.filter((x) => x.end - x.start > 50_000))
  console.log(
    `| ${ms(s.start - profile.startTime)} | ${ms(s.end - s.start)} | ${top(s.files, 4)
      .map(([f, v]) => `${f} ${ms(v)}`)
      .join(", ")} |`,
  );
fs.rmSync(work, { recursive: true, force: true });
