// Reads the configuration, builds the app and listens.
import { loadConfig } from "./config";
import { buildApp } from "./app";

const config = loadConfig();
const app = await buildApp(config);

const stop = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
