// Debian's Prometheus and promtool for the alert-rule and real-scrape tests. The binaries are
// PROMETHEUS_PATH / PROMTOOL_PATH, else the first on the PATH or in /usr/bin; none: null and the
// tests that need them are skipped (CI installs Debian's `prometheus` package: .ci/run).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function binary(name: string, override: string | undefined): string | null {
  const onPath = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout?.trim();
  for (const p of [override, `/usr/bin/${name}`, `/usr/local/bin/${name}`, onPath]) if (p && fs.existsSync(p)) return p;
  return null;
}

export const prometheusPath = () => binary("prometheus", process.env.PROMETHEUS_PATH);
export const promtoolPath = () => binary("promtool", process.env.PROMTOOL_PATH);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export type Prometheus = {
  url: string;
  /** An instant query's vector through the HTTP API (/api/v1/query). */
  query: (promql: string) => Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  stop: () => Promise<void>;
};

/** Prometheus on loopback scraping `target` (host:port) every second, with a bearer token. */
export async function startPrometheus(target: string, token: string): Promise<Prometheus> {
  const bin = prometheusPath();
  if (!bin) throw new Error("prometheus is not installed");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-prometheus-"));
  const config = [
    "global:",
    "  scrape_interval: 1s",
    "  scrape_timeout: 1s",
    "scrape_configs:",
    "  - job_name: galli",
    "    authorization:",
    `      credentials: ${token}`,
    "    static_configs:",
    `      - targets: ["${target}"]`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "prometheus.yml"), config);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    bin,
    [
      `--config.file=${path.join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited: ${stderr.slice(-2000)}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus did not get ready: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop,
    async query(promql) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await res.json()) as { status: string; data: { result: [] }; error?: string };
      if (body.status !== "success") throw new Error(`query ${promql} failed: ${body.error ?? res.status}`);
      return body.data.result;
    },
  };
}
