// What the command-line scripts share: a usage error (exit code 2, with the usage text) and the
// way each script runs itself against the configured database when invoked directly.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../server/src/config";
import { createDb, type Db } from "../server/src/lib/db";
import { AppError } from "../server/src/lib/app-error";

/** The command line was wrong: the script prints the message and its usage, and exits with 2. */
export class UsageError extends Error {}

type Run = (db: Db, argv: string[], print: (line: string) => void) => Promise<unknown>;

/**
 * When `moduleUrl` is the script node was started with, runs it on the configured database and
 * sets the exit code: 2 for a usage error (the message and `usage`), 1 for a refusal (its message)
 * or anything else (the error).
 */
export function runAsScript(moduleUrl: string, run: Run, usage: string): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const db = createDb(loadConfig().databaseUrl);
  run(db, process.argv.slice(2), (line) => console.log(line))
    .catch((err: unknown) => {
      if (err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
        const message = (err as Error).message;
        console.error(message === usage ? message : `${message}\n${usage}`);
        process.exitCode = 2;
      } else {
        console.error(err instanceof AppError ? err.message : err);
        process.exitCode = 1;
      }
    })
    .finally(() => db.$disconnect());
}
