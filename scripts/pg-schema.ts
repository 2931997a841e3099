// Writes prisma/postgresql/schema.prisma from prisma/schema.prisma: the same models with the
// PostgreSQL provider and its own generated client. prisma/schema.prisma stays the one source;
// `npm run db:pg-schema` after a schema change (a test fails while the two differ).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SQLITE_SCHEMA = path.join("prisma", "schema.prisma");
export const PG_SCHEMA = path.join("prisma", "postgresql", "schema.prisma");

const HEADER = `// GENERATED from prisma/schema.prisma by \`npm run db:pg-schema\`: edit that file, not this one.
// The same models on PostgreSQL; migrations in prisma/postgresql/migrations.
`;

/** The PostgreSQL schema text for a SQLite schema text. */
export function toPostgresSchema(sqlite: string): string {
  let out = sqlite.replace(/(datasource\s+db\s*\{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"');
  if (out === sqlite) throw new Error(`${SQLITE_SCHEMA}: no datasource with provider "sqlite"`);
  // The generated client sits one folder further away, under its own name.
  out = out.replace(
    /output(\s*)=(\s*)"\.\.\/server\/src\/generated\/prisma"/,
    'output$1=$2"../../server/src/generated/prisma-pg"',
  );
  if (!out.includes("generated/prisma-pg")) throw new Error(`${SQLITE_SCHEMA}: unexpected generator output`);
  return HEADER + out;
}

export function writePostgresSchema(root = process.cwd()): string {
  const text = toPostgresSchema(fs.readFileSync(path.join(root, SQLITE_SCHEMA), "utf8"));
  fs.mkdirSync(path.dirname(path.join(root, PG_SCHEMA)), { recursive: true });
  fs.writeFileSync(path.join(root, PG_SCHEMA), text);
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writePostgresSchema();
  console.log(`Wrote ${PG_SCHEMA}`);
}
