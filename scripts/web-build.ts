// Builds the web client when web/dist is missing or older than its sources.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const WEB_SOURCES = [
  "web/src",
  "web/index.html",
  "web/vite.config.ts",
  "web/pwa.ts",
  "web/vite-precompress.ts",
  "web/vite-page-chunks.ts",
  "web/vite-shop-preload.ts",
  "web/public",
  "server/src/contract",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(distDir: string): boolean {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return WEB_SOURCES.some((s) => newestMtime(s) > built);
}

export function buildWebIfStale(distDir: string): boolean {
  if (!webBuildIsStale(distDir)) return false;
  console.log("Building the web client...");
  // Always the production bundle, even when called from a test run (vitest sets NODE_ENV=test,
  // which would give React's development build).
  const vite = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--config", "web/vite.config.ts"],
    {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (vite.status !== 0) throw new Error("The web client build failed.");
  return true;
}
