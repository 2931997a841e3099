// No Docker engine runs here, so the compose file is checked as data: service, port and volume.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

describe("docker-compose.yml", () => {
  const compose = parse(fs.readFileSync("docker-compose.yml", "utf8"));

  it("runs the app on port 3000 with a volume for data/", () => {
    const galli = compose.services.galli;
    expect(galli.build).toBe(".");
    expect(galli.ports).toContain("3000:3000");
    expect(galli.volumes).toContain("galli-data:/app/data");
    expect(galli.environment.DATA_DIR).toBe("/app/data");
    expect(Object.keys(compose.volumes)).toContain("galli-data");
  });

  it("runs the demo on purpose and needs a JWT secret of your own", () => {
    const env = compose.services.galli.environment;
    expect(env.DEMO_MODE).toBe("true");
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(fs.readFileSync("Dockerfile", "utf8")).toMatch(/DEMO_MODE=true/);
  });

  it("builds from a Dockerfile that starts the app", () => {
    const dockerfile = fs.readFileSync("Dockerfile", "utf8");
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/CMD \["npm", "start"\]/);
  });
});
