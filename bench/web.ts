// What a phone downloads and how fast the first pages are:
//   npx tsx bench/web.ts         [RUNS=1] [SKIP_LIGHTHOUSE=1] [LIGHTHOUSE_JSON=dir] [SOURCEMAP=1]
// 1. Builds the web client (with Vite's manifest) and prints, for each route, the JS and CSS it
//    loads before it can draw: raw, and as served (the build's brotli and gzip twins); /home's is
//    what the built index.html names, and the largest of those files are listed. Then what /home
//    modulepreloads by itself once drawn (the code it loads on demand without a tap, with its
//    imports), marking any page's chunk: those count in /home's total against the 150 KB goal.
// 2. Seeds the demo world into a temporary directory, serves the app on 127.0.0.1 and runs
//    Lighthouse (mobile: its default Moto G emulation, simulated slow 4G and 4x CPU) on /home with
//    both locations set and on a private shop's products page (first a plain load of /home,
//    listing every JS and CSS file it fetched that the sizes did not count), printing performance,
//    accessibility, LCP, TBT and CLS, with the load average (the machine is shared). With
//    LIGHTHOUSE_JSON set, each full report is written there (<page>-<run>.json) to read its audits
//    (mainthread-work-breakdown, bootup-time, long-tasks, lcp phases, network-dependency-tree);
//    SOURCEMAP=1 builds with source maps, to map a CPU profile of the built client to its sources.
// 3. COMPARE=dirA,dirB skips the build and the sizes and serves each of those built clients (copies
//    of web/dist) from its own server, auditing them in turn (A, B, A, B...) for RUNS rounds: on a
//    shared machine, an A/B only means something when both sides run in the same minutes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { chromium } from "playwright-core";
import lighthouse from "lighthouse";
import { DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { loadConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { migrate } from "../scripts/migrate";
import { seedDemoWorld } from "../seed/world";
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium";
import { keepReturningPhone } from "./returning-phone";

const DIST = path.resolve("web/dist");
const RUNS = Number(process.env.RUNS ?? 1);
const COMPARE = process.env.COMPARE ? process.env.COMPARE.split(",").map((dir) => path.resolve(dir)) : null;
/**
 * The modules every page, /home included, imports on demand by itself after its first render
 * (app/store.ts's deferred sagas; components/ui/on-demand.ts's Radix dialogs and popovers).
 */
const HOME_ON_DEMAND = [
  "src/app/deferred-sagas.ts",
  "src/components/ui/radix/dialogs.ts",
  "src/components/ui/radix/popovers.ts",
];
/** Every file the sizes count for /home (its first load and what it preloads); checked against a real load. */
let homeCounted: Set<string> | null = null;

// ---------------------------------------------------------------- 1. sizes
if (!COMPARE) {
  console.log("Building the web client...");
  const built = spawnSync(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "build",
      "--config",
      "web/vite.config.ts",
      "--manifest",
      "--logLevel",
      "warn",
      ...(process.env.SOURCEMAP ? ["--sourcemap"] : []),
    ],
    { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (built.status !== 0) throw new Error("The web client build failed.");

  type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;

  /**
   * A module's chunk. A page whose code the build groups into one chunk (the products page, see
   * web/vite.config.ts) is listed under the group's name, which is the page's file name.
   */
  const chunkOf = (key: string): ManifestChunk | undefined =>
    manifest[key] ??
    Object.entries(manifest).find(
      // A group's chunk has no source path for its key (another page of the same file name does).
      ([k, c]) => !k.startsWith("src/") && c.name === path.basename(key).replace(/\.tsx?$/, "") && c.file.endsWith(".js"),
    )?.[1];

  /** Every file a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
  function closure(keys: string[], seen = new Set<string>()): Set<string> {
    const files = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = chunkOf(key);
      if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  }

  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : null);
  /** Bytes on the wire for a client sending Accept-Encoding: br (small files have no twin). */
  const served = (file: string, ext: ".br" | ".gz") =>
    size(path.join(DIST, file + ext)) ?? size(path.join(DIST, file))!;

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ENTRY = "index.html";
  const homeKeys = new Set<string>();
  const entryFiles = closure([ENTRY], homeKeys);
  // What a page load fetches is what the built index.html names: its scripts (the entry and the
  // service worker's registration, which is not in the manifest), modulepreload links and styles.
  // (Not inside comments: a shop's page code waits in one for the server to write out on a shop's address.)
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8").replace(/<!--[^]*?-->/g, "");
  const htmlFiles = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  );
  for (const file of entryFiles) {
    if (!htmlFiles.has(file)) throw new Error(`index.html does not load ${file}, which the entry imports`);
  }
  const homeFiles = [...htmlFiles];
  const ROUTES: [string, string[]][] = [
    ["/home", []],
    ["/{shop} products page", ["src/app/pages/products-page.tsx"]],
    ["checkout dialog", ["src/app/pages/products-page.tsx", "src/features/checkout/components/checkout-dialog.tsx"]],
    ["/track-order", ["src/features/orders/pages/track-order-page.tsx"]],
    ["/profile", ["src/features/profile/pages/profile-page.tsx"]],
    ["/payments", ["src/features/payments/pages/payments-page.tsx"]],
    ["/help (static page)", ["src/features/content/pages/static-page.tsx"]],
    ["/partner", ["src/features/partner/pages/partner-page.tsx"]],
    ["/api (document)", ["src/features/api-docs/pages/api-docs-page.tsx"]],
  ];

  console.log("\nJS and CSS loaded before the route draws (KB; served = brotli, gzip):");
  console.log("| route | JS raw | JS br | JS gzip | CSS raw | CSS br | files |");
  console.log("|---|---|---|---|---|---|---|");
  let homeJsBr = 0;
  for (const [route, extra] of ROUTES) {
    const files = [...homeFiles, ...closure(extra, new Set(homeKeys))];
    const js = files.filter((f) => f.endsWith(".js"));
    const css = files.filter((f) => f.endsWith(".css"));
    const sum = (list: string[], f: (file: string) => number) => list.reduce((a, file) => a + f(file), 0);
    const jsBr = sum(js, (f) => served(f, ".br"));
    if (route === "/home") homeJsBr = jsBr;
    console.log(
      `| ${route} | ${kb(sum(js, (f) => size(path.join(DIST, f))!))} | ${kb(jsBr)} | ${kb(sum(js, (f) => served(f, ".gz")))} | ${kb(sum(css, (f) => size(path.join(DIST, f))!))} | ${kb(sum(css, (f) => served(f, ".br")))} | ${files.length} |`,
    );
  }
  // What /home modulepreloads by itself once drawn: the code every page loads on demand without a
  // tap (the deferred sagas; Radix's dialogs and popovers, when idle), with every chunk they import
  // (the build's preload helper writes a modulepreload link for each). None of it may be a page's
  // chunk: a page's code there is a first-load cost of /home, and is counted in its total.
  const preloaded = [...closure(HOME_ON_DEMAND, new Set(homeKeys))];
  const pageChunks = new Set(
    ROUTES.flatMap(([, extra]) => extra.map((key) => chunkOf(key)?.file)).filter((f): f is string => !!f),
  );
  const preloadedPages = preloaded.filter((f) => pageChunks.has(f) && f.endsWith(".js"));
  console.log("\nWhat /home modulepreloads by itself once drawn (KB, brotli as served; * = a page's chunk):");
  for (const file of preloaded.sort((a, b) => served(b, ".br") - served(a, ".br"))) {
    console.log(`  ${kb(served(file, ".br")).padStart(6)}  ${file}${pageChunks.has(file) ? " *" : ""}`);
  }
  const preloadedJsBr = preloaded.filter((f) => f.endsWith(".js")).reduce((a, f) => a + served(f, ".br"), 0);
  const pagesBr = preloadedPages.reduce((a, f) => a + served(f, ".br"), 0);
  console.log(`  (${kb(preloadedJsBr)} KB of JS, loaded after the first draw; pages' chunks among them: ${kb(pagesBr)} KB)`);
  console.log(
    `\n/home initial JS as served (brotli): ${kb(homeJsBr)} KB; with the pages' chunks it preloads: ${kb(homeJsBr + pagesBr)} KB (goal <= 150 KB)`,
  );
  homeCounted = new Set([...homeFiles, ...preloaded]);
  console.log("\nLargest files of the /home first load (KB, brotli as served):");
  for (const file of homeFiles
    .filter((f) => f.endsWith(".js"))
    .sort((a, b) => served(b, ".br") - served(a, ".br"))
    .slice(0, 8)) {
    console.log(`  ${kb(served(file, ".br")).padStart(6)}  ${file}`);
  }

  if (process.env.SKIP_LIGHTHOUSE) process.exit(0);
}

// ---------------------------------------------------------------- 2. Lighthouse
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-bench-web-"));
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  DEMO_MODE: "true",
  FULFILMENT_SIMULATOR: "false",
  RATE_LIMITS: "false",
  HOST: "127.0.0.1",
  PORT: "0",
});
console.log("\nSeeding the demo world...");
migrate(config.databaseUrl);
const db = createDb(config.databaseUrl);
await seedDemoWorld(db, { uploadsDir: config.uploadsDir });
await db.$disconnect();
/** One server per build under test, all on the same database. */
const builds: { label: string; base: string; close: () => Promise<void> }[] = [];
for (const dist of COMPARE ?? [DIST]) {
  const app = await buildApp({ ...config, webDistDir: dist });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  builds.push({ label: COMPARE ? path.basename(dist) : "", base, close: () => app.close() });
}

const executablePath = await chromiumPath();
const port = 9300 + Math.floor(Math.random() * 500);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "galli-bench-chrome-"));
// A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

/** A returning phone: it chose 'Continue in browser' and both locations; no cache, no worker. */
async function prepare(base: string) {
  await page.goto(`${base}/robots.txt`);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", { origin: base, storageTypes: "service_workers,cache_storage" });
  await keepReturningPhone(page);
}

type Row = { perf: number; a11y: number; fcp: number; lcp: number; tbt: number; cls: number };
async function audit(base: string, url: string, name: string): Promise<Row> {
  await prepare(base);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: true,
  });
  if (!result) throw new Error("Lighthouse gave no result");
  const jsonDir = process.env.LIGHTHOUSE_JSON;
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    fs.writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  return {
    perf: Math.round((categories.performance?.score ?? 0) * 100),
    a11y: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
  };
}

if (homeCounted) {
  // A plain load of /home (no throttling) and every built script and stylesheet it asks for in 5 s.
  const counted = homeCounted;
  await prepare(builds[0].base);
  const fetched = new Set<string>();
  const onRequest = (r: { url(): string }) => {
    const file = new URL(r.url()).pathname.slice(1);
    if (file.startsWith("assets/") && /\.(js|css)$/.test(file)) fetched.add(file);
  };
  page.on("request", onRequest);
  await page.goto(`${builds[0].base}/home`);
  await page.waitForTimeout(5000);
  page.off("request", onRequest);
  const extra = [...fetched].filter((f) => !counted.has(f));
  console.log(
    `\n/home fetched ${fetched.size} scripts and stylesheets by itself; not counted above: ${extra.length ? extra.join(", ") : "none"}`,
  );
}

console.log("\nLighthouse, mobile (Moto G emulation, simulated slow 4G, 4x CPU):");
console.log("| page | build | run | performance | accessibility | FCP s | LCP s | TBT ms | CLS | load average |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const [name, route] of [
  ["/home (locations set)", "/home"],
  [`/${DEMO_PRIVATE_SHOP}`, `/${DEMO_PRIVATE_SHOP}`],
] as const) {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const build of builds) {
      const file = [route.slice(1), build.label, run].filter(Boolean).join("-");
      const r = await audit(build.base, `${build.base}${route}`, file);
      const load = os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
      console.log(
        `| ${name} | ${build.label || "-"} | ${run} | ${r.perf} | ${r.a11y} | ${(r.fcp / 1000).toFixed(2)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${load} |`,
      );
    }
  }
}

await context.close();
for (const build of builds) await build.close();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(profile, { recursive: true, force: true });
