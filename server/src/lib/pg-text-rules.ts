// Galli's PostgreSQL database must keep text as SQLite does: UTF-8, sorted by code point ("C"
// collation). Names, keyset cursors and the search index's words then order and compare the same
// on both databases. A database created with a language's collation (en_US.UTF-8, an ICU locale) or
// another encoding is refused at start-up, by the migrations and by the seed, with one line saying
// how to create it, before anything is written.
import type pg from "pg";

type DatabaseRow = { datcollate?: string; datlocprovider?: string; datlocale?: string; daticulocale?: string };

/** Why this database cannot hold Galli's text, or null when it can. */
export async function textRulesProblem(client: pg.Client | pg.PoolClient): Promise<string | null> {
  // to_jsonb(d) reads the locale columns every PostgreSQL version has, whatever they are called.
  const { rows } = await client.query<{ encoding: string; codepoint: boolean; d: DatabaseRow }>(
    `SELECT pg_encoding_to_char(d.encoding) AS encoding,
            ('B' < 'a' AND 'Z' < 'a' AND 'a' < 'é') AS codepoint,
            to_jsonb(d) AS d
       FROM pg_database d WHERE d.datname = current_database()`,
  );
  const row = rows[0];
  if (!row) return null;
  const create = "createdb --template=template0 --encoding=UTF8 --lc-collate=C --lc-ctype=C.UTF-8 <name>";
  if (row.encoding !== "UTF8") {
    return `The database's encoding is ${row.encoding}; Galli needs UTF8 (Hindi text): create it with \`${create}\``;
  }
  if (!row.codepoint) {
    const icu = row.d.datlocprovider === "i" ? (row.d.datlocale ?? row.d.daticulocale) : null;
    const collation = icu ? `ICU locale "${icu}"` : `collation "${row.d.datcollate ?? "?"}"`;
    return `The database sorts text by a language's rules (${collation}); Galli needs code-point order (as on SQLite): create it with \`${create}\``;
  }
  return null;
}
