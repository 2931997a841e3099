// deploy/prometheus-rules.yml: valid, and each alert fires on its sample series and stays quiet on
// the others (deploy/prometheus-rules.test.yml), checked by Debian's promtool.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { promtoolPath } from "./prometheus";

const promtool = promtoolPath();

describe.runIf(promtool)("the alert rules", () => {
  it("pass promtool's check", () => {
    const out = spawnSync(promtool!, ["check", "rules", "deploy/prometheus-rules.yml"], { encoding: "utf8" });
    expect(out.stdout + out.stderr).toContain("SUCCESS");
    expect(out.status).toBe(0);
  });

  it("pass their promtool tests on sample series", () => {
    const out = spawnSync(promtool!, ["test", "rules", "deploy/prometheus-rules.test.yml"], { encoding: "utf8" });
    expect(out.stdout + out.stderr).toContain("SUCCESS");
    expect(out.status).toBe(0);
  });
});
