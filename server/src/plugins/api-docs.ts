// The OpenAPI documents, generated from the routes as registered: GET /user/openapi.json (the user
// API), GET /api/openapi.json (the merchant API, served by the inventory module through
// app.apiDocs), GET /merchant/api/openapi.json (the merchant console's API), and an interactive
// reference (Swagger UI) for each: /user/docs, /api/docs and /merchant/api/docs. Registered before the
// domain modules so it sees every route. Who may call a route guarded by a plugin-level hook is
// learnt once, on the first document request, by asking the route itself: a request carrying this
// process's probe header stops right after the auth hooks, so no handler runs.
import crypto from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance, RouteOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { Access, DocRoute, Json } from "../openapi/generate";
import { ERROR_CODE } from "../contract/errors";
import { guardNeed } from "./console-guard";
import {
  CONSOLE_DOC_PATH,
  consoleDocument,
  isConsoleRoute,
  MERCHANT_DOC_PATH,
  USER_DOC_PATH,
  USER_DOCS_UI,
  MERCHANT_DOCS_UI,
  CONSOLE_DOCS_UI,
  isMerchantRoute,
  merchantDocument,
  userDocument,
} from "../openapi/documents";

declare module "fastify" {
  interface FastifyInstance {
    apiDocs: {
      user: () => Promise<Json>;
      merchant: () => Promise<Json>;
      merchantText: () => Promise<string>;
      console: () => Promise<Json>;
    };
  }
}

const PROBE_HEADER = "x-galli-doc-probe";
/** The privilege a merchant console route's guard checks (the console wing's "staff" realm). */
const guardPrivilege = (fn: unknown) => guardNeed<string>(fn, "staff");

type Collected = { method: string; url: string; route: RouteOptions };

function staticAccess(app: FastifyInstance, c: Collected): Access | null {
  const hooks = ([] as unknown[]).concat(c.route.preHandler ?? [], c.route.onRequest ?? []);
  if (isMerchantRoute(c.url)) return "merchant";
  if (isConsoleRoute(c.url)) return hooks.some((h) => guardPrivilege(h) !== undefined) ? "staff" : "anyone";
  if (c.url.startsWith("/dev/")) return "demo";
  if (hooks.includes(app.requireCustomer)) return "customer";
  if (hooks.includes(app.requireToken)) return "guest-or-customer";
  if (hooks.includes(app.optionalToken)) return "token-optional";
  if (c.url === "/user/auth/refresh") return "refresh";
  return null;
}

async function probeAccess(app: FastifyInstance, secret: string, c: Collected): Promise<Access> {
  const url = c.url.replace(/:[^/]+/g, "x");
  const inject = (headers: Record<string, string>) =>
    app.inject({ method: c.method as "GET", url, headers: { [PROBE_HEADER]: secret, ...headers } });
  if ((await inject({})).statusCode !== 401) return "anyone";
  const guest = await inject({
    authorization: `Bearer ${app.signAccessToken({ sub: "guest:doc-probe", guest: true })}`,
  });
  return guest.statusCode === 401 && guest.json<{ code?: string }>().code === ERROR_CODE.LOGIN_REQUIRED
    ? "customer"
    : "guest-or-customer";
}

/** A console route's description names the privilege its guard checks. */
function withPrivilege(schema: DocRoute["schema"], route: RouteOptions): DocRoute["schema"] {
  const hooks = ([] as unknown[]).concat(route.preHandler ?? [], route.onRequest ?? []);
  const privilege = hooks.map(guardPrivilege).find((p) => p !== undefined);
  if (privilege === undefined) return schema;
  const note = privilege ? `Privilege: ${privilege}.` : "Any signed-in staff member.";
  return { ...schema, description: [schema.description, note].filter(Boolean).join("\n\n") };
}

const documented = (c: Collected) =>
  !c.url.includes("*") &&
  ![USER_DOCS_UI, MERCHANT_DOCS_UI, CONSOLE_DOCS_UI].some((ui) => c.url.startsWith(ui)) &&
  c.url !== USER_DOC_PATH &&
  c.url !== MERCHANT_DOC_PATH &&
  c.url !== CONSOLE_DOC_PATH &&
  !(c.route.schema as { hide?: boolean } | undefined)?.hide;

export default fp(
  async (app) => {
    const collected: Collected[] = [];
    app.addHook("onRoute", (route) => {
      for (const method of ([] as string[]).concat(route.method)) {
        if (method !== "HEAD") collected.push({ method, url: route.url, route });
      }
    });
    const secret = crypto.randomBytes(24).toString("hex");
    app.addHook("preParsing", async (req, reply) => {
      if (req.headers[PROBE_HEADER] === secret) return reply.code(204).send();
    });

    let routes: Promise<DocRoute[]> | null = null;
    const docRoutes = () =>
      (routes ??= (async () => {
        const out: DocRoute[] = [];
        for (const c of collected.filter(documented)) {
          const schema = (c.route.schema ?? {}) as DocRoute["schema"];
          out.push({
            method: c.method,
            url: c.url,
            access: staticAccess(app, c) ?? (await probeAccess(app, secret, c)),
            schema: isConsoleRoute(c.url) ? withPrivilege(schema, c.route) : schema,
          });
        }
        return out;
      })());

    // One object per document: Swagger UI's static mode hands out this reference, filled on first use.
    const filledOnce = (title: string, make: (routes: DocRoute[]) => Json) => {
      const doc: Json = { openapi: "3.1.0", info: { title, version: "2.0.0" }, paths: {} };
      let ready: Promise<Json> | null = null;
      return { doc, get: () => (ready ??= docRoutes().then((r) => Object.assign(doc, make(r)))) };
    };
    const userRef = filledOnce("Galli user API", userDocument);
    const merchantRef = filledOnce("Galli merchant API", merchantDocument);
    const consoleRef = filledOnce("Galli merchant console API", consoleDocument);
    const user = userRef.get;
    const merchant = merchantRef.get;
    const consoleApi = consoleRef.get;
    let merchantText: string | null = null;
    app.decorate("apiDocs", {
      user,
      merchant,
      merchantText: async () => (merchantText ??= JSON.stringify(await merchant())),
      console: consoleApi,
    });

    await app.register(async (docs) => {
      // Sent as the serialised text, made once: the document does not change while the process runs.
      let userText: string | null = null;
      docs.get(USER_DOC_PATH, { schema: { hide: true } }, async (_req, reply) => {
        userText ??= JSON.stringify(await user());
        return reply
          .header("cache-control", "public, max-age=300")
          .type("application/json; charset=utf-8")
          .send(userText);
      });
      let consoleText: string | null = null;
      docs.get(CONSOLE_DOC_PATH, { schema: { hide: true } }, async (_req, reply) => {
        consoleText ??= JSON.stringify(await consoleApi());
        return reply
          .header("cache-control", "public, max-age=300")
          .type("application/json; charset=utf-8")
          .send(consoleText);
      });
      // An interactive reference for each document, each in its own context (Swagger UI reads the
      // document of the @fastify/swagger registered beside it).
      const references = [
        { prefix: USER_DOCS_UI, ref: userRef },
        { prefix: MERCHANT_DOCS_UI, ref: merchantRef },
        { prefix: CONSOLE_DOCS_UI, ref: consoleRef },
      ];
      for (const { prefix, ref } of references) {
        await docs.register(async (one) => {
          await one.register(swagger, { mode: "static", specification: { document: ref.doc as never } });
          await one.register(swaggerUi, {
            routePrefix: prefix,
            // Tags start closed, with a filter box: Swagger UI (5.x, React 18) silently stops drawing once
            // about 130 operations are open at once, and the user API has 138 (docs/decisions.md, Open APIs).
            uiConfig: { docExpansion: "none", filter: true, deepLinking: true },
            uiHooks: {
              onRequest: async () => {
                await ref.get();
              },
            },
          });
        });
      }
    });
  },
  { name: "api-docs", dependencies: ["errors"] },
);
