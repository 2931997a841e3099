// The merchant side of an order for the journeys: `scripts/order-advance.ts` run as a command
// against the e2e server's database (DATA_DIR from the global setup), as a shop would move it.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { inject } from "vitest";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** `npx tsx scripts/order-advance.ts <order> [to]`; answers the line it printed ("Order GL...: New Order (1) -> ..."). */
export async function advanceOrder(orderRef: string, to?: 2 | 3 | 4 | 5 | 8 | 9): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: inject("dataDir"), LOG_LEVEL: "silent" };
  delete env.DATABASE_URL; // the script must find the journeys' database through DATA_DIR
  const args = ["tsx", "scripts/order-advance.ts", orderRef, ...(to === undefined ? [] : [String(to)])];
  const { stdout } = await run("npx", args, { cwd: ROOT, env, timeout: 30_000 });
  return stdout.trim();
}

/** `npx tsx scripts/order-advance.ts <order> escalation <to>`: moves the order's open requests, as the shop would. */
export async function advanceEscalation(orderRef: string, to: 2 | 3 | 4 | 5 | 6 | 7): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: inject("dataDir"), LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  const args = ["tsx", "scripts/order-advance.ts", orderRef, "escalation", String(to)];
  const { stdout } = await run("npx", args, { cwd: ROOT, env, timeout: 30_000 });
  return stdout.trim();
}
