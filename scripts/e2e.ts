// Runs the browser journeys (e2e/) in E2E_SHARDS vitest processes at once (default 1), each with its
// own server and demo world (e2e/support/global-setup.ts), the journey files split between them by
// vitest's --shard. The web client is built once before they start, so the shards never build it
// at the same time, and the Chromium is unpacked once. Arguments (file filters, -t ...) run one process over just those journeys
// unless E2E_SHARDS is set.
import { spawn } from "node:child_process";
import readline from "node:readline";
import { loadConfig } from "../server/src/config";
import { buildWebIfStale } from "./web-build";
import { chromiumPath } from "../e2e/support/chromium";

const VITEST = ["node_modules/vitest/vitest.mjs", "run", "--config", "e2e/vitest.config.ts"];

function shardCount(): number {
  const n = Number(process.env.E2E_SHARDS ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 8 ? n : 1;
}

/** One vitest process; its lines are prefixed with its shard when there are several. */
function run(args: string[], label: string | null): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...VITEST, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: process.env,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      readline.createInterface({ input: stream }).on("line", (line) => {
        out.write(label ? `[${label}] ${line}\n` : `${line}\n`);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  buildWebIfStale(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }).webDistDir);
  // The packaged Chromium unpacks itself into the temporary folder on first use: unpack it once here
  // and hand its path to every shard, so two shards never unpack it at the same time.
  process.env.CHROME_PATH = await chromiumPath();
  const args = process.argv.slice(2);
  const shards = args.length > 0 && !process.env.E2E_SHARDS ? 1 : shardCount();
  const started = Date.now();
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) =>
      run(shards > 1 ? [`--shard=${i + 1}/${shards}`, ...args] : args, shards > 1 ? `e2e ${i + 1}/${shards}` : null),
    ),
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = codes.filter((c) => c !== 0).length;
  console.log(`Browser journeys: ${shards} process(es), ${seconds} s, ${failed ? `${failed} failed` : "all passed"}.`);
  process.exit(failed ? 1 : 0);
}

void main();
