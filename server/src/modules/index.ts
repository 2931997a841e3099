// Every domain plugin with its prefix, listed (not autoloaded) so the app's surface reads here.
import type { FastifyInstance } from "fastify";
import health from "./health";

export async function registerModules(app: FastifyInstance) {
  await app.register(health);
}
