// One app process for the multi-process tests: builds the app from the environment (DATABASE_URL
// names the shared database), listens on a free port of 127.0.0.1 and prints "listening <port>".
// GALLI_TEST_NOW fixes the clock (delivery hours depend on the time of day).
import { loadConfig } from "../config";
import { buildApp } from "../app";
import { stopOnSignals } from "../plugins/stop-signals";

const config = loadConfig();
const fixed = process.env.GALLI_TEST_NOW ? new Date(process.env.GALLI_TEST_NOW) : null;
const app = await buildApp(config, fixed ? { now: () => fixed } : {});
stopOnSignals(app, config.shutdownGraceMs);
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`listening ${new URL(address).port}`);
