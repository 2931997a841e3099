// Helmet's security headers on every answer, worked out once at start-up. The headers are the
// same for every request (no nonces), so helmet's middleware runs once against a recording
// response and each request only copies the result. (@fastify/helmet built helmet's middleware
// anew for every request, parsing the CSP directives each time: a measurable share of a cheap
// request.)
import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** The headers helmet sets with these options, by name. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export default fp<HelmetOptions>(
  async (app, options) => {
    const headers = Object.entries(helmetHeaders(options));
    app.addHook("onRequest", (_req, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: "security-headers" },
);
