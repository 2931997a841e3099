// Several app processes on one database, for the tests of what must hold across processes.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

export type AppProcess = { url: string; child: ChildProcess };

function startOne(env: Record<string, string>): Promise<AppProcess> {
  const tsx = require.resolve("tsx");
  const child = spawn(process.execPath, ["--import", tsx, path.resolve("server/src/testing/serve.ts")], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`app process did not start: ${err}`)), 150_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      }
    });
    child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`app process exited with ${code}: ${err}`));
    });
  });
}

export function startAppProcesses(n: number, env: Record<string, string>): Promise<AppProcess[]> {
  return Promise.all(Array.from({ length: n }, () => startOne(env)));
}

/** SIGTERM, then SIGKILL for a process still running after a few seconds. */
export async function stopAppProcesses(list: AppProcess[], graceMs = 5_000): Promise<void> {
  await Promise.all(
    list.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
          const kill = setTimeout(() => p.child.kill("SIGKILL"), graceMs);
          p.child.once("exit", () => {
            clearTimeout(kill);
            resolve();
          });
          p.child.kill("SIGTERM");
        }),
    ),
  );
}
