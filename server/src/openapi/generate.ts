// Builds an OpenAPI 3.1 document from the app's routes: the zod schemas each route declares for
// params, query, body and responses (z.toJSONSchema, JSON Schema 2020-12 as OpenAPI 3.1 uses),
// who may call it, and the failure answers from the catalogue of error codes. Per-operation
// extras (examples, longer descriptions, headers) come from an overlay keyed "METHOD /path".
import { z } from "zod";
import { failure } from "../contract/common";
import type { ErrorCatalogue } from "./error-catalogue";

export type Json = Record<string, unknown>;

export type Access =
  "anyone" | "token-optional" | "guest-or-customer" | "customer" | "refresh" | "merchant" | "staff" | "demo";

export type DocRoute = {
  method: string;
  url: string;
  access: Access;
  schema: {
    params?: unknown;
    querystring?: unknown;
    headers?: unknown;
    body?: unknown;
    response?: Record<string | number, unknown>;
    summary?: string;
    description?: string;
    tags?: string[];
    operationId?: string;
    consumes?: string[];
    /** The success answer's media type when it is not JSON (the event streams: text/event-stream). */
    produces?: string[];
  };
};

export type DocOptions = {
  info: Json;
  securitySchemes: Json;
  errors: ErrorCatalogue;
  tagOf: (url: string) => string;
  overlay?: Record<string, Json>;
  tags?: { name: string; description: string }[];
};

/** A zod schema (or a plain JSON Schema) as JSON Schema 2020-12 without its $schema line. */
export function toJsonSchema(schema: unknown, io: "input" | "output"): Json {
  if (!schema || typeof schema !== "object") return {};
  if (!("_zod" in schema)) return schema as Json;
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema as z.ZodType, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
    }) as Json;
    return rest;
  } catch {
    return {};
  }
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

function operationId(method: string, url: string): string {
  const words = url
    .replace(/:([A-Za-z0-9_]+)/g, "by $1")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join("");
}

function parameters(route: DocRoute): Json[] {
  const out: Json[] = [];
  const params = toJsonSchema(route.schema.params, "input") as { properties?: Record<string, Json> };
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  for (const name of pathNames) {
    out.push({ name, in: "path", required: true, schema: params.properties?.[name] ?? { type: "string" } });
  }
  const query = toJsonSchema(route.schema.querystring, "input") as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    const { description, ...rest } = schema;
    out.push({
      name,
      in: "query",
      required: (query.required ?? []).includes(name) && !("default" in schema),
      schema: rest,
      ...(typeof description === "string" ? { description } : {}),
    });
  }
  const headers = toJsonSchema(route.schema.headers, "input") as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  for (const [name, schema] of Object.entries(headers.properties ?? {})) {
    const { description, ...rest } = schema;
    out.push({
      name,
      in: "header",
      required: (headers.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === "string" ? { description } : {}),
    });
  }
  return out;
}

const needsAuth = (a: Access) =>
  a === "customer" || a === "guest-or-customer" || a === "merchant" || a === "refresh" || a === "staff";

function security(a: Access): Json[] {
  if (a === "customer" || a === "guest-or-customer") return [{ bearer: [] }];
  if (a === "token-optional") return [{}, { bearer: [] }];
  if (a === "refresh") return [{ refresh: [] }];
  if (a === "merchant") return [{ Authkey: [] }];
  if (a === "staff") return [{ staff: [] }];
  return [];
}

const ACCESS_NOTE: Record<Access, string> = {
  anyone: "Anyone may call it.",
  "token-optional": "Anyone; a bearer token, when sent, personalises the answer.",
  "guest-or-customer": "A guest or customer bearer token (GET /user/auth/guest gives a guest one).",
  customer: "A logged-in customer's bearer token (a guest token answers 401 LOGIN_REQUIRED).",
  refresh: "The refresh token in the Refresh header.",
  merchant: "The merchant's Authkey token; the store must be the merchant's.",
  staff:
    "A merchant console staff token (POST /merchant/api/auth/password); the member's role must hold the privilege named above (403 otherwise).",
  demo: "Demo mode only (DEMO_MODE=true); absent in production.",
};

/**
 * The failure statuses an operation may answer, beyond its own documented ones: 404 for a record
 * named by the path, query or body that does not exist; 414 for a path part over 100 characters;
 * 503 when the process sheds load or the database does not answer.
 */
function failureStatuses(route: DocRoute, multipart: boolean): number[] {
  const s = new Set<number>([404, 429, 500, 503]);
  const s_ = route.schema;
  const hasInput = !!(s_.body || s_.querystring || s_.params || s_.headers || multipart);
  const writes = route.method !== "GET";
  if (hasInput || writes) s.add(400);
  if (needsAuth(route.access)) s.add(401);
  if (route.access === "merchant") s.add(403);
  if (route.url.includes(":")) s.add(414);
  if (writes) s.add(409);
  if (s_.body || multipart) {
    s.add(413);
    s.add(415);
  }
  if (route.access === "merchant" && writes) s.add(422);
  return [...s].sort((a, b) => a - b);
}

function failureComponents(errors: ErrorCatalogue): Json {
  const byStatus = new Map<number, [string, { status: number; message: string }][]>();
  for (const [code, e] of Object.entries(errors)) {
    byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), [code, e]]);
  }
  const out: Json = {};
  for (const [status, rows] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[`Failure${status}`] = {
      description: `Failure. Codes: ${rows.map(([c]) => c).join(", ")}.`,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Failure" },
          examples: Object.fromEntries(
            rows.map(([code, e]) => [code, { value: { success: false, code, message: e.message } }]),
          ),
        },
      },
    };
  }
  return out;
}

/**
 * z.toJSONSchema puts recursive and shared parts in the schema's own $defs with "#/$defs/x" refs,
 * which mean nothing inside an OpenAPI document: move them to components.schemas under a name
 * prefixed by the operation, and point the refs there.
 */
function hoistDefs(node: unknown, prefix: string, schemas: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => hoistDefs(n, prefix, schemas));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$defs" && isObject(v)) {
      for (const [name, def] of Object.entries(v)) schemas[`${prefix}_${name}`] = hoistDefs(def, prefix, schemas);
    } else if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
      out[k] = `#/components/schemas/${prefix}_${v.slice("#/$defs/".length)}`;
    } else {
      out[k] = hoistDefs(v, prefix, schemas);
    }
  }
  return out;
}

function isObject(v: unknown): v is Json {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

/** Overlay values win; objects merge key by key; parameters merge by name and place. */
function merge(base: Json, extra: Json): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    if (k === "parameters" && Array.isArray(v) && Array.isArray(out[k])) {
      const key = (p: Json) => `${String(p.in)} ${String(p.name).toLowerCase()}`;
      const added = new Set((v as Json[]).map(key));
      out[k] = [...(out[k] as Json[]).filter((p) => !added.has(key(p))), ...v];
    } else {
      out[k] = isObject(v) && isObject(out[k]) ? merge(out[k] as Json, v) : v;
    }
  }
  return out;
}

function operation(route: DocRoute, opts: DocOptions, statuses: Set<number>): Json {
  const s = route.schema;
  const extra = opts.overlay?.[`${route.method} ${route.url}`];
  const overlayContent = (extra?.requestBody as { content?: Json } | undefined)?.content;
  const multipart = !!overlayContent && "multipart/form-data" in overlayContent;
  const responses: Json = {};
  for (const [status, schema] of Object.entries(s.response ?? {})) {
    responses[String(status)] = {
      description: Number(status) < 300 ? "Success." : "Failure.",
      content: {
        [(Number(status) < 300 && s.produces?.[0]) || "application/json"]: { schema: toJsonSchema(schema, "output") },
      },
    };
  }
  for (const status of failureStatuses(route, multipart)) {
    if (responses[String(status)]) continue;
    if (!statuses.has(status)) continue;
    responses[String(status)] = { $ref: `#/components/responses/Failure${status}` };
  }
  const body = s.body
    ? (() => {
        const schema = toJsonSchema(s.body, "input");
        const optional = Array.isArray(schema.anyOf) && (schema.anyOf as Json[]).some((x) => x.type === "null");
        return { required: !optional, content: { "application/json": { schema } } };
      })()
    : undefined;
  const op: Json = {
    operationId: s.operationId ?? operationId(route.method, route.url),
    tags: s.tags ?? [opts.tagOf(route.url)],
    summary: s.summary ?? `${route.method} ${route.url}`,
    description: [s.description, ACCESS_NOTE[route.access]].filter(Boolean).join("\n\n"),
    security: security(route.access),
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
  return extra ? merge(op, extra) : op;
}

/** The shared Failure schema, its code one of the catalogue's. */
function failureSchema(): Json {
  const schema = toJsonSchema(failure, "output") as Json & { properties: Json };
  return {
    ...schema,
    properties: { ...schema.properties, code: { $ref: "#/components/schemas/ErrorCode" } },
  };
}

export function buildOpenApi(routes: DocRoute[], opts: DocOptions): Json {
  const statuses = new Set(Object.values(opts.errors).map((e) => e.status));
  const paths: Record<string, Json> = {};
  const hoisted: Json = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const p = openApiPath(route.url);
    const op = operation(route, opts, statuses);
    paths[p] = { ...paths[p], [route.method.toLowerCase()]: hoistDefs(op, String(op.operationId), hoisted) };
  }
  const codes = Object.entries(opts.errors);
  return {
    openapi: "3.1.0",
    info: opts.info,
    servers: [{ url: "/" }],
    ...(opts.tags ? { tags: opts.tags } : {}),
    paths,
    components: {
      securitySchemes: opts.securitySchemes,
      responses: failureComponents(opts.errors),
      schemas: {
        ...hoisted,
        Failure: failureSchema(),
        ErrorCode: {
          type: "string",
          enum: codes.map(([c]) => c),
          description: codes.map(([c, e]) => `- ${c} (${e.status}): ${e.message}`).join("\n"),
        },
      },
    },
  };
}
