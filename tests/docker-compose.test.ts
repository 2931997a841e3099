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

describe("docker-compose.postgres.yml", () => {
  // merge: the app service extends the shared environment with a YAML merge key (<<).
  const compose = parse(fs.readFileSync("docker-compose.postgres.yml", "utf8"), { merge: true });
  const s = compose.services;

  it("runs PostgreSQL with a healthcheck and a named volume", () => {
    expect(s.postgres.image).toMatch(/^postgres:(1[5-9]|[2-9]\d)/);
    expect(s.postgres.healthcheck.test.join(" ")).toMatch(/pg_isready/);
    expect(s.postgres.volumes).toContain("galli-pg:/var/lib/postgresql/data");
  });

  it("migrates and seeds once, then starts three app replicas on PostgreSQL sharing the uploads", () => {
    expect(s.setup.command.join(" ")).toMatch(/db:migrate && npm run seed/);
    expect(s.setup.depends_on.postgres.condition).toBe("service_healthy");
    expect(s.app.deploy.replicas).toBe(3);
    expect(s.app.depends_on.setup.condition).toBe("service_completed_successfully");
    expect(s.app.environment.DATABASE_URL).toMatch(/^postgresql:\/\/galli:.*@postgres:5432\/galli$/);
    expect(s.app.environment.TRUST_PROXY).toBe("true");
    // The image runs with NODE_ENV=production: one secret of your own, shared by every replica.
    expect(s.app.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(s.setup.environment.JWT_SECRET).toBe(s.app.environment.JWT_SECRET);
    expect(s.app.volumes).toContain("galli-uploads:/app/data/uploads");
    expect(s.setup.volumes).toContain("galli-uploads:/app/data/uploads");
    expect(s.app.healthcheck.test.join(" ")).toMatch(/healthz/);
    expect(s.app.ports).toBeUndefined();
  });

  it("puts nginx in front of the replicas on port 3000", () => {
    expect(s.lb.image).toMatch(/^nginx:/);
    expect(s.lb.ports).toContain("3000:80");
    expect(s.lb.depends_on.app.condition).toBe("service_healthy");
    const mount = s.lb.volumes[0].split(":")[0];
    const conf = fs.readFileSync(mount, "utf8");
    expect(conf).toMatch(/server app:3000/);
    expect(conf).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for/);
    expect(Object.keys(compose.volumes).sort()).toEqual(["galli-pg", "galli-uploads"]);
  });

  it("leaves the default compose file one container", () => {
    const plain = parse(fs.readFileSync("docker-compose.yml", "utf8"));
    expect(Object.keys(plain.services)).toEqual(["galli"]);
  });
});
