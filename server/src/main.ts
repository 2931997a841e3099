// Reads the configuration, checks the database, builds the app and listens. A configuration or
// database problem stops start-up with one line naming it (no stack trace).
import { loadConfig } from "./config";
import { buildApp } from "./app";
import { dbProvider } from "./lib/db";
import { checkPostgres } from "./lib/db-postgres";
import { describeDbError } from "./lib/db-errors";

async function prepare() {
  const config = loadConfig();
  if (dbProvider(config.databaseUrl) === "postgresql") {
    await checkPostgres(config.databaseUrl, (err) => describeDbError(err, config.databaseUrl));
  }
  return config;
}

const config = await prepare().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
const app = await buildApp(config);

const stop = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
