// The set-up of a console's role x route matrix test: a seeded test app (rate limits off) whose
// routes under `prefix` are read from its route table as they are registered, each given a probe
// that records the requests reaching its handler (past the guard and the validation). A request
// sends its probe id in the MATRIX_PROBE header; `reached` holds the ids that got through.
import type { FastifyRequest, RouteOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { testApp, type TestApp } from "./app";

export const MATRIX_PROBE = "x-matrix-probe";

/** A route hook option as a list. */
export function hookList(hook: unknown): unknown[] {
  return hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];
}

export type RouteMatrix = { routes: RouteOptions[]; reached: Set<string>; app: () => TestApp };

/** Starts the app before the file's tests (closes it after) and collects the routes under `prefix`. */
export function routeMatrix(prefix: string): RouteMatrix {
  const routes: RouteOptions[] = [];
  const reached = new Set<string>();
  async function probe(req: FastifyRequest) {
    const id = req.headers[MATRIX_PROBE];
    if (typeof id === "string") reached.add(id);
  }
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await testApp({
      seeded: true,
      env: { RATE_LIMITS: "false" },
      onRoute: (route) => {
        if (!route.url.startsWith(prefix)) return;
        routes.push(route);
        // preHandler hooks run after the guard (onRequest) and the schema validation, before the handler.
        route.preHandler = [...hookList(route.preHandler), probe] as never;
      },
    });
  });
  afterAll(async () => t?.close());
  return {
    routes,
    reached,
    app: () => {
      if (!t) throw new Error("The matrix app starts in beforeAll.");
      return t;
    },
  };
}
