// A process that loads the embedded PostgreSQL helper keeps the exit code it set: the package's
// exit hook used to end every such process with 0, and the PostgreSQL suite's failures with it.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const exitCodeAfterLoading = (setCode: string) =>
  spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(new URL("./embedded-pg.ts", import.meta.url).href)}); ${setCode}`,
    ],
    { encoding: "utf8", timeout: 60_000 },
  );

describe("the embedded PostgreSQL helper", () => {
  it("leaves a failing process's exit code as it was set", () => {
    const run = exitCodeAfterLoading("process.exitCode = 3;");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
  });

  it("leaves a passing process's exit code 0", () => {
    expect(exitCodeAfterLoading("").status).toBe(0);
  });
});
