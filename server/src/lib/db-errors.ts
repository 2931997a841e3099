// One clear line for a database the app cannot use (start-up, migrations), without a stack trace.
import { redactUrl } from "./db";

type ErrLike = { code?: string; message?: string; errors?: ErrLike[] };

export function describeDbError(err: unknown, databaseUrl: string): string {
  const e = (err ?? {}) as ErrLike;
  const inner = e.errors?.[0] ?? e; // AggregateError (IPv4 and IPv6 both refused)
  const where = redactUrl(databaseUrl);
  switch (inner.code ?? e.code) {
    case "ECONNREFUSED":
      return `Cannot reach the database at ${where}: connection refused (is PostgreSQL running there?)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `Cannot reach the database at ${where}: unknown host`;
    case "ETIMEDOUT":
      return `Cannot reach the database at ${where}: connection timed out`;
    case "28P01":
    case "28000":
      return `The database at ${where} refused the user name or password`;
    case "3D000":
      return `The database named in ${where} does not exist (create it first)`;
    default:
      return `Cannot use the database at ${where}: ${(inner.message ?? e.message ?? String(err)).split("\n")[0]}`;
  }
}
