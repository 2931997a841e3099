// A wrong or unreachable DATABASE_URL stops start-up and migrations with one line naming the
// problem: no stack trace, nothing written.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const tsx = require.resolve("tsx");

function run(script: string, databaseUrl: string) {
  const r = spawnSync(process.execPath, ["--import", tsx, script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, lines: r.stderr.trim().split("\n").filter(Boolean) };
}

describe("a bad DATABASE_URL", () => {
  it("unreachable PostgreSQL: the server and the migrations stop with one clear line", () => {
    for (const script of ["server/src/main.ts", "scripts/migrate.ts"]) {
      const r = run(script, "postgresql://galli:secret@127.0.0.1:1/galli");
      expect(r.status).toBe(1);
      expect(r.lines).toEqual([
        "Cannot reach the database at postgresql://galli:***@127.0.0.1:1/galli: connection refused (is PostgreSQL running there?)",
      ]);
    }
  });

  it("an unknown kind of URL names what is accepted", () => {
    const r = run("server/src/main.ts", "mysql://galli@localhost/galli");
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      'DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not "mysql://galli@localhost/galli"',
    ]);
  });
});
