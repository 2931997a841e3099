// prisma/postgresql/schema.prisma is generated from prisma/schema.prisma: fails while they differ.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PG_SCHEMA, SQLITE_SCHEMA, toPostgresSchema } from "./pg-schema";

const modelsOf = (schema: string) => [...schema.matchAll(/^(model|enum) \w+ \{[\s\S]*?^\}/gm)].map((m) => m[0]);

describe("the PostgreSQL schema", () => {
  it("has the same models as the SQLite schema (run `npm run db:pg-schema` after a schema change)", () => {
    const sqlite = fs.readFileSync(path.resolve(SQLITE_SCHEMA), "utf8");
    const pg = fs.readFileSync(path.resolve(PG_SCHEMA), "utf8");
    expect(modelsOf(pg)).toEqual(modelsOf(sqlite));
    expect(modelsOf(pg).length).toBeGreaterThan(30);
    expect(pg).toBe(toPostgresSchema(sqlite));
  });

  it("differs only in its provider and its generated client", () => {
    const pg = toPostgresSchema(
      'generator client {\n  output = "../server/src/generated/prisma"\n}\ndatasource db {\n  provider = "sqlite"\n}\nmodel A {\n  id Int @id\n}\n',
    );
    expect(pg).toContain('provider = "postgresql"');
    expect(pg).toContain('output = "../../server/src/generated/prisma-pg"');
    expect(pg).toContain("model A {\n  id Int @id\n}");
  });

  it("has a migration folder in step with its models", () => {
    const dir = path.resolve("prisma/postgresql/migrations");
    const sql = fs
      .readdirSync(dir)
      .filter((n) => /^\d+_/.test(n))
      .map((n) => fs.readFileSync(path.join(dir, n, "migration.sql"), "utf8"))
      .join("\n");
    for (const model of modelsOf(fs.readFileSync(path.resolve(PG_SCHEMA), "utf8"))) {
      const name = /^(?:model|enum) (\w+)/.exec(model)![1];
      expect(sql, `no CREATE TABLE for ${name}: write a migration with prisma migrate diff`).toContain(
        `CREATE TABLE "${name}"`,
      );
    }
  });
});
