// Every answer matches its document. Replays every example the two OpenAPI documents show, then a
// set of invalid requests on every operation (no credentials, empty, null, wrong-typed and
// non-JSON bodies, unknown and over-long ids, broken %-escapes, garbage query values, over-long
// headers, control characters in text), and validates each answer's status and body against the
// document with ajv: an undocumented status, content type or shape fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { customerAuth, guestAuth, testApp, type TestApp } from "../testing/app";
import { EXAMPLE_AUTHKEY, EXAMPLE_OTHER_STORE_KEY, EXAMPLE_STORE_KEY } from "../contract/inventory-examples";

type Json = Record<string, unknown>;
type Param = { name: string; in: string; required?: boolean; schema?: Json };
type Media = { schema?: Json; examples?: Record<string, { value: unknown }> };
type Op = {
  parameters?: Param[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
  security?: Json[];
};
type Doc = { paths: Record<string, Record<string, Op>>; components: { responses: Record<string, Json> } };
type Sent = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  label: string;
};

const METHODS = ["get", "put", "post", "delete", "patch"];
const LONG_ID = "a".repeat(150);

let t: TestApp;
const docs: Record<string, Doc> = {};
const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
addFormats(ajv);
let customer: Record<string, string>;
let orderId = "x";

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { DEMO_MODE: "true", RATE_LIMITS: "false" } });
  for (const [name, url] of [
    ["user", "/user/openapi.json"],
    ["merchant", "/api/openapi.json"],
  ]) {
    docs[name] = (await t.app.inject({ method: "GET", url })).json();
    ajv.addSchema(docs[name] as never, name);
  }
  const user = await t.db.user.findFirstOrThrow({ where: { orders: { some: {} } }, orderBy: { createdAt: "asc" } });
  customer = customerAuth(t.app, user.id);
  const store = await t.db.store.findFirst({ where: { storeKey: EXAMPLE_STORE_KEY }, select: { id: true } });
  const order = store && (await t.db.order.findFirst({ where: { storeId: store.id }, select: { id: true } }));
  if (order) orderId = order.id;
});
afterAll(async () => t.close());

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** The credentials an operation's security asks for. */
function auth(doc: string, op: Op): Record<string, string> {
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.includes("Authkey")) return { authkey: EXAMPLE_AUTHKEY };
  if (schemes.includes("bearer")) return customer;
  if (schemes.includes("refresh")) return { refresh: "not-a-refresh-token" };
  return doc === "merchant" ? { authkey: EXAMPLE_AUTHKEY } : {};
}

const PATH_VALUES: Record<string, string> = { store_key: EXAMPLE_STORE_KEY };

function fill(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => value(name));
}

const json = (value: unknown) => ({
  headers: { "content-type": "application/json" },
  payload: JSON.stringify(value),
});

function multipartBody(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const boundary = "----galli-replay";
  const parts: (string | Buffer)[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  for (const [k, v] of Object.entries(files)) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.png"\r\nContent-Type: image/png\r\n\r\n`,
      v,
      "\r\n",
    );
  }
  parts.push(`--${boundary}--\r\n`);
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p))),
  };
}

/** The requests replayed on one operation: its examples first, then invalid ones. */
function requestsFor(docName: string, path: string, method: string, op: Op): Sent[] {
  const M = method.toUpperCase();
  const known = (name: string) => PATH_VALUES[name] ?? (name === "order_id" ? orderId : "x");
  const url = fill(path, known);
  const creds = auth(docName, op);
  const out: Sent[] = [];
  const add = (label: string, s: Partial<Sent>) =>
    out.push({ method: M, url, label, ...s, headers: { ...creds, ...s.headers } });
  const content = op.requestBody?.content ?? {};
  const params = op.parameters ?? [];
  const query = params.filter((p) => p.in === "query");

  for (const media of Object.values(content))
    for (const [name, ex] of Object.entries(media.examples ?? {})) add(`example ${name}`, json(ex.value));
  for (const response of Object.values(op.responses))
    for (const media of Object.values(response.content ?? {}))
      if (media.examples && !op.requestBody) add("example (no body)", {});

  out.push({ method: M, url, label: "no credentials", headers: {} });
  add("credentials, nothing else", {});
  if (creds.authorization) {
    add("a guest token", { headers: guestAuth(t.app) });
    add("a token that does not verify", { headers: { authorization: "Bearer not.a.token" } });
  }
  if (creds.authkey) {
    add("an unknown Authkey", { headers: { authkey: "galli_unknown_key" } });
    if (path.includes("{store_key}"))
      add("another merchant's store", {
        url: fill(path, (n) => (n === "store_key" ? EXAMPLE_OTHER_STORE_KEY : known(n))),
      });
  }
  if (M !== "GET") {
    add("empty object", json({}));
    add("empty object, in Hindi", { ...json({}), headers: { ...json({}).headers, "accept-language": "hi" } });
    add("null body", json(null));
    add("array body", json([]));
    add("string body", json("x"));
    add("text/plain body", { headers: { "content-type": "text/plain" }, payload: "hello" });
    add("broken JSON", { headers: { "content-type": "application/json" }, payload: "{" });
    const schema = content["application/json"]?.schema as { properties?: Record<string, Json> } | undefined;
    const props = Object.keys(schema?.properties ?? {});
    if (props.length > 0) {
      add("control characters in every field", json(Object.fromEntries(props.map((p) => [p, "Asha\u0000\u202E"]))));
      add("wrong types in every field", json(Object.fromEntries(props.map((p) => [p, { nested: [1] }]))));
    }
    if (content["multipart/form-data"]) {
      add("multipart with nothing", multipartBody({}));
      add("multipart with junk", multipartBody({ inputs: "{", order_id: "x" }, { image: Buffer.from("not an image") }));
    }
  }
  if (query.length > 0) {
    const q = new URLSearchParams(query.map((p): [string, string] => [p.name, "zz"]));
    add("garbage query", { url: `${url}?${q}` });
    const ids = new URLSearchParams(
      query.map((p): [string, string] => [p.name, p.schema?.type === "string" ? "no-such-id" : "1"]),
    );
    add("unknown ids in the query", { url: `${url}?${ids}` });
    add("control characters in the query", { url: `${url}?${query[0].name}=%00%E2%80%AE` });
  }
  if (path.includes("{")) {
    add("unknown ids in the path", { url: fill(path, () => "no-such-id") });
    add("path id over 100 characters", { url: fill(path, () => LONG_ID) });
    add("broken %-escape in the path", { url: fill(path, () => "%zz") });
  }
  for (const h of params.filter((p) => p.in === "header"))
    add(`over-long ${h.name} header`, { headers: { [h.name]: "a".repeat(600) } });
  return out;
}

type Problem = { op: string; label: string; status: number; why: string };

function check(
  docName: string,
  path: string,
  method: string,
  op: Op,
  sent: Sent,
  res: Awaited<ReturnType<TestApp["app"]["inject"]>>,
): Problem | null {
  const problem = (why: string): Problem => ({
    op: `${method.toUpperCase()} ${path}`,
    label: sent.label,
    status: res.statusCode,
    why: `${why}: ${res.body.slice(0, 300)}`,
  });
  const status = String(res.statusCode);
  const sentType = sent.headers?.["content-type"];
  const requestSchema = op.requestBody?.content["application/json"]?.schema;
  // A body the document describes must be one it allows when the server accepts it (a call that
  // documents no body ignores any).
  if (res.statusCode < 300 && requestSchema && sentType === "application/json" && typeof sent.payload === "string") {
    const validateRequest = ajv.getSchema(
      `${docName}#/${pointer("paths", path, method, "requestBody", "content", "application/json", "schema")}`,
    );
    if (validateRequest && !validateRequest(JSON.parse(sent.payload)))
      return problem(`accepted a body its document refuses (${ajv.errorsText(validateRequest.errors)})`);
  }
  let response = op.responses[status] ?? op.responses.default;
  let where = pointer("paths", path, method, "responses", op.responses[status] ? status : "default");
  if (!response) return problem("undocumented status");
  if (response.$ref) {
    const name = response.$ref.split("/").pop()!;
    response = docs[docName].components.responses[name] as typeof response;
    where = pointer("components", "responses", name);
  }
  const type = (res.headers["content-type"] as string | undefined)?.split(";")[0].trim() ?? "";
  if (!response.content) return res.body.length === 0 ? null : problem("a body where none is documented");
  const key = Object.keys(response.content).find(
    (k) => k === type || (k.endsWith("/*") && type.startsWith(k.slice(0, -1))),
  );
  if (!key) return problem(`undocumented content type ${type}`);
  if (!key.includes("json")) return null;
  const schema = response.content[key].schema;
  if (!schema) return null;
  const validate = ajv.getSchema(`${docName}#/${where}/${pointer("content", key, "schema")}`);
  if (!validate) return problem("schema not found");
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return problem("not JSON");
  }
  if (!validate(body)) return problem(`shape: ${ajv.errorsText(validate.errors)}`);
  return null;
}

type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;

/** An injected call answered as a stream: a refusal read whole, an open event stream closed at once. */
type InjectRequest = { method: "GET"; url: string; headers?: Record<string, string>; payload?: string | Buffer };

async function injectStream(request: InjectRequest): Promise<Injected> {
  const res = await t.app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode === 200) {
    (res.raw.res as unknown as { destroy(): void }).destroy();
    stream.destroy();
    return { ...res, statusCode: res.statusCode, headers: res.headers, body: "" } as Injected;
  }
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return { ...res, statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") } as Injected;
}

describe("every answer matches its document", () => {
  it("replays every documented example and a set of invalid requests on every operation", async () => {
    const problems: Problem[] = [];
    let answers = 0;
    const covered = new Set<string>();
    let operations = 0;
    for (const [docName, doc] of Object.entries(docs)) {
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of METHODS) {
          const op = item[method];
          if (!op) continue;
          operations += 1;
          // An event stream never ends: its answer is taken at the headers (its body is not JSON).
          const streaming = Object.keys(op.responses["200"]?.content ?? {}).includes("text/event-stream");
          for (const sent of requestsFor(docName, path, method, op)) {
            const request = {
              method: sent.method as "GET",
              url: sent.url,
              headers: sent.headers,
              ...(sent.payload === undefined ? {} : { payload: sent.payload }),
            };
            const res = streaming ? await injectStream(request) : await t.app.inject(request);
            answers += 1;
            covered.add(`${method} ${path}`);
            if (res.statusCode >= 500 && res.statusCode !== 503) {
              problems.push({
                op: `${method} ${path}`,
                label: sent.label,
                status: res.statusCode,
                why: res.body.slice(0, 300),
              });
              continue;
            }
            const p = check(docName, path, method, op, sent, res);
            if (p) problems.push(p);
          }
        }
      }
    }
    console.log(`replayed ${answers} answers on ${covered.size} of ${operations} operations`);
    expect(problems).toEqual([]);
    expect(covered.size).toBe(operations);
    expect(operations).toBeGreaterThan(130);
  }, 240_000);
});
