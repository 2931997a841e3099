// nginx in front of app processes, as docs/operations.md tells an operator to run it: the server
// blocks of deploy/nginx.conf unchanged but for the upstream list (the processes' ports instead of
// Docker's "app") and the listening address, inside the few lines an nginx.conf needs around them.
// The binary is NGINX_PATH, else the first nginx on the PATH or in /usr/sbin; none: `nginxPath()`
// is null and the tests that need it are skipped (CI installs Debian's nginx-light: .ci/run).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type Nginx = {
  url: string;
  /** nginx's error log so far (warnings and errors: an upstream's reset, a retry, a 502). */
  errorLog: () => string;
  stop: () => Promise<void>;
};

export function nginxPath(): string | null {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx"];
  const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout?.trim();
  for (const p of [...candidates, onPath]) if (p && fs.existsSync(p)) return p;
  return null;
}

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

/** deploy/nginx.conf's upstream and server blocks, pointed at these `host:port`s. */
export function deployConfig(upstreams: string[], listen: string): string {
  const conf = fs.readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  const servers = upstreams.map((u) => `    server ${u};`).join("\n");
  const out = conf.replace(/^ {4}server app:3000;$/m, servers).replace(/^ {4}listen 80;$/m, `    listen ${listen};`);
  if (!out.includes(servers) || !out.includes(`listen ${listen};`)) {
    throw new Error("deploy/nginx.conf no longer has `server app:3000;` and `listen 80;` lines to point elsewhere");
  }
  return out;
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const bin = nginxPath();
  if (!bin) throw new Error("nginx is not installed");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-nginx-"));
  fs.chmodSync(dir, 0o777); // nginx's workers (user nobody when started as root) write temp files here
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((k) => `  ${k}_temp_path ${path.join(dir, k)};`)
    .join("\n");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      temp,
      deployConfig(upstreams, `127.0.0.1:${port}`),
      "}",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(bin, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errorLog: () => {
      try {
        return fs.readFileSync(path.join(dir, "error.log"), "utf8");
      } catch {
        return "";
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
