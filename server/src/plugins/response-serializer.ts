// Answers leave as JSON written by serializers compiled from the routes' zod contracts
// (fast-json-stringify over z.toJSONSchema) instead of a zod parse of every answer followed by
// JSON.stringify. The compiled serializer writes only the keys the contract names (unknown keys
// are stripped, as zod strips them) and throws on a missing required key; it does not validate
// values. A schema it cannot write faithfully (transforms, pipes, defaults, overwriting checks,
// bigint, maps...) keeps the zod serializer, and is counted in `serializerFallbacks()`.
//
// Check mode (SERIALIZER_CHECK, on by default with NODE_ENV=test) runs both on every answer: zod
// first (so a wrong shape fails with the same error as before), then the compiled serializer,
// and throws when the two JSON values differ. Every test that makes an answer proves the
// compiled serializer equivalent on it.
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { safeEncode } from "zod/v4/core";

type Json = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/** Why a schema keeps the zod serializer; null when it compiles. */
type Compiled = { serialize: Serialize; fallback: null } | { serialize: null; fallback: string };

const compiled = new WeakMap<z.ZodType, Compiled>();
const fallbacks = new Map<string, string>();
const checks = new Map<string, number>();

/** Zod types whose answer JSON.stringify writes as the value itself (no transform, no default). */
const PLAIN_TYPES = new Set([
  "string",
  "number",
  "boolean",
  "null",
  "any",
  "unknown",
  "object",
  "array",
  "tuple",
  "record",
  "enum",
  "literal",
  "nullable",
  "optional",
  "nonoptional",
  "readonly",
  "template_literal",
  "lazy",
  "union",
  "date",
]);

type ZodDef = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  getter?: () => z.ZodType;
};

const defOf = (schema: unknown) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const isAnything = (schema: z.ZodType) => ["any", "unknown"].includes(defOf(schema).type);

/** The first thing in a zod schema that a compiled serializer would not write as zod does. */
export function unfaithfulPart(root: z.ZodType): string | null {
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType, path: string): string | null => {
    if (seen.has(schema)) return null;
    seen.add(schema);
    const def = defOf(schema);
    const where = path || "(root)";
    if (!PLAIN_TYPES.has(def.type)) return `${def.type} at ${where}`;
    // trim(), toLowerCase() and the like rewrite the value: zod answers the rewritten one.
    if (def.checks?.some((c) => c._zod.def.check === "overwrite")) return `a rewriting check at ${where}`;
    if (def.type === "literal" && def.values?.some((v) => v === undefined || typeof v === "bigint")) {
      return `a literal JSON cannot hold at ${where}`;
    }
    // JSON.stringify writes an undefined item as null; a compiled `{}` item would write nothing.
    if ((def.type === "array" && isAnything(def.element!)) || def.items?.some(isAnything)) {
      return `items of any type at ${where}`;
    }
    const children: [z.ZodType | undefined | null, string][] = [
      ...Object.entries(def.shape ?? {}).map(([k, v]) => [v, `${path}.${k}`] as [z.ZodType, string]),
      [def.catchall, `${path}.*`],
      [def.element, `${path}[]`],
      ...(def.items ?? []).map((v, i) => [v, `${path}[${i}]`] as [z.ZodType, string]),
      [def.rest, `${path}[...]`],
      ...(def.options ?? []).map((v, i) => [v, `${path}|${i}`] as [z.ZodType, string]),
      [def.innerType, path],
      [def.keyType, `${path}{key}`],
      [def.valueType, `${path}{}`],
      [def.type === "lazy" ? def.getter!() : undefined, path],
    ];
    for (const [child, at] of children) {
      const found = child ? visit(child, at) : null;
      if (found) return found;
    }
    return null;
  };
  return visit(root, "");
}

/** Rewrites what z.toJSONSchema emits into what fast-json-stringify writes fastest and alike. */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === "$schema") continue;
    // Undeclared keys are never written without additionalProperties; false would also make the
    // validator that picks a union's branch refuse an answer zod accepts after stripping.
    if (key === "additionalProperties" && value === false) continue;
    if (key === "propertyNames") continue;
    out[key] = key === "properties" ? mapValues(value as Json, forSerializer) : forSerializer(value);
  }
  // [T, "null"] and anyOf [X, null] -> nullable: a null check instead of a type switch or a validator.
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes("null")) {
    out.type = out.type.find((t) => t !== "null");
    out.nullable = true;
  }
  const branches = (out.anyOf ?? out.oneOf) as Json[] | undefined;
  if (branches?.length === 2 && Object.keys(out).length === 1) {
    const nullAt = branches.findIndex((b) => b.type === "null" && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && typeof other.type === "string" && !other.$ref && !other.anyOf && !other.oneOf) {
      return { ...other, nullable: true };
    }
  }
  // A key whose schema accepts anything (z.unknown()) may hold undefined: JSON.stringify drops it.
  if (Array.isArray(out.required) && out.properties) {
    const props = out.properties as Json;
    out.required = out.required.filter((k: string) => Object.keys((props[k] as Json) ?? {}).length > 0);
  }
  return out;
}

const mapValues = (o: Json, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/** The JSON Schema a compiled serializer is built from (exported for the tests and the bench). */
export function serializerSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    override: (ctx) => {
      // An answer's Date leaves as its ISO text (toJSON), which fast-json-stringify also writes.
      if (defOf(ctx.zodSchema).type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
    },
    unrepresentable: "any",
  });
  return forSerializer(json) as Json;
}

function compile(schema: z.ZodType): Compiled {
  const cached = compiled.get(schema);
  if (cached) return cached;
  let result: Compiled;
  const unfaithful = isAnything(schema) ? "a schema of any type" : unfaithfulPart(schema);
  if (unfaithful) {
    result = { serialize: null, fallback: unfaithful };
  } else {
    try {
      result = {
        serialize: fastJson(serializerSchema(schema) as unknown as Parameters<typeof fastJson>[0]),
        fallback: null,
      };
    } catch (err) {
      result = { serialize: null, fallback: (err as Error).message };
    }
  }
  compiled.set(schema, result);
  return result;
}

/** Why a schema keeps the zod serializer, or null when it compiles (compiling it if need be). */
export function fallbackReason(schema: z.ZodType): string | null {
  return compile(schema).fallback;
}

/** Where the first difference between two JSON values lies, or null when they are equal. */
export function jsonDifference(a: unknown, b: unknown, path = ""): string | null {
  if (a === b) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return path || "(root)";
  if (Array.isArray(a) !== Array.isArray(b)) return path || "(root)";
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Json;
  const bo = b as Json;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    if (!(k in ao) || !(k in bo)) return `${path}.${k}`;
    const d = jsonDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

export class SerializerMismatchError extends Error {
  constructor(label: string, detail: string) {
    super(`The compiled serializer of ${label} differs from zod: ${detail}`);
    this.name = "SerializerMismatchError";
  }
}

export type ResponseSerializerOptions = {
  /** Serialise with zod as well and throw on any difference (tests). */
  check: boolean;
  /** Names the answer in messages: "GET /shops/:id". */
  label: string;
  /** Today's zod step: returns the checked (stripped) answer or throws the route's error. */
  reference: (data: unknown) => unknown;
  /** Told once per schema that keeps the zod serializer. */
  onFallback?: (label: string, reason: string) => void;
};

/**
 * The serializer of one answer schema: compiled, zod where it cannot be, both in check mode.
 * Compiled on its first answer (once per schema and process): a test process builds many apps
 * and asks few routes.
 */
export function responseSerializer(schema: z.ZodType, opts: ResponseSerializerOptions): Serialize {
  const viaZod: Serialize = (data) => JSON.stringify(opts.reference(data));
  let chosen: Serialize | null = null;
  const choose = (): Serialize => {
    const { serialize, fallback } = compile(schema);
    if (!serialize) {
      if (!fallbacks.has(opts.label)) {
        fallbacks.set(opts.label, fallback);
        opts.onFallback?.(opts.label, fallback);
      }
      return viaZod;
    }
    if (!opts.check) return serialize;
    return (data) => {
      const expected = viaZod(data);
      let actual: string;
      try {
        actual = serialize(data);
      } catch (err) {
        throw new SerializerMismatchError(opts.label, `zod wrote it, the compiled one threw ${(err as Error).message}`);
      }
      if (actual !== expected) {
        const where = jsonDifference(JSON.parse(expected), JSON.parse(actual));
        if (where) {
          const error = new SerializerMismatchError(
            opts.label,
            `at ${where}:\n zod: ${expected}\n compiled: ${actual}`,
          );
          // Tests run with a silent logger and would only see a 500: say why.
          process.stderr.write(`${error.message}\n`);
          throw error;
        }
      }
      checks.set(opts.label, (checks.get(opts.label) ?? 0) + 1);
      return actual;
    };
  };
  return (data) => (chosen ??= choose())(data);
}

/** How many answers each label (route) had checked against zod in this process (check mode). */
export function serializerChecks(): Record<string, number> {
  return Object.fromEntries(checks);
}

/** The answers (by label) that keep the zod serializer in this process, and why. */
export function serializerFallbacks(): Record<string, string> {
  return Object.fromEntries(fallbacks);
}

/**
 * Fastify's serializer compiler: one serializer per route and status, as
 * fastify-type-provider-zod's serializerCompiler made them (safeEncode, then JSON.stringify).
 */
export function responseSerializerCompiler(opts: {
  check: boolean;
  onFallback?: (label: string, reason: string) => void;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url, httpStatus } = route;
    if (!(schema instanceof z.ZodType))
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const label = `${method} ${url}${httpStatus && httpStatus !== "200" ? ` (${httpStatus})` : ""}`;
    return responseSerializer(schema, {
      check: opts.check,
      label,
      onFallback: opts.onFallback,
      reference: (data) => {
        const result = safeEncode(schema, data);
        if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
        return result.data;
      },
    });
  };
}
