// Serves the built web client: hashed assets with long-lived caching, the brotli or gzip twin the
// build wrote beside each file when the client accepts it, and the app's HTML for every client
// route. API prefixes that match nothing answer the 404 envelope.
import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { AppError } from "../lib/app-error";
import { ERROR_CODE } from "../contract/errors";

const API_PREFIXES = ["/user/", "/api/", "/merchant/", "/mock/", "/dev/", "/assets/"];

/** Any GET outside the API prefixes is a client route ("/api" itself is the API document page). */
export function isClientRoute(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  if (pathname === "/healthz") return false;
  return !API_PREFIXES.some((p) => pathname.startsWith(p));
}

/** Whether an Accept-Encoding header allows this coding (a q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Galli</title></head>
<body><h1>Galli</h1><p>The web client has not been built yet. Run <code>npm run build</code>, or start with <code>npm start</code>.</p></body></html>`;

export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, "index.html");
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: "/",
        wildcard: false,
        index: false,
        preCompressed: true,
        // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
        setHeaders: (reply, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) {
            reply.header("cache-control", "public, max-age=31536000, immutable");
          } else {
            reply.header("cache-control", "no-cache");
          }
        },
      });
    }
    /** The app's HTML in the best encoding the build wrote that the client accepts (read per request: a rebuild shows at once). */
    const indexHtml = (acceptEncoding: string | undefined): { body: Buffer | string; encoding?: string } => {
      if (!hasBuild) return { body: NOT_BUILT };
      for (const [encoding, ext] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const) {
        if (acceptsEncoding(acceptEncoding, encoding) && fs.existsSync(indexFile + ext)) {
          return { body: fs.readFileSync(indexFile + ext), encoding };
        }
      }
      return { body: fs.readFileSync(indexFile) };
    };

    app.setNotFoundHandler((req, reply) => {
      if ((req.method === "GET" || req.method === "HEAD") && isClientRoute(req.url)) {
        // The compression plugin works per route and never sees this handler: send the build's twin.
        const html = indexHtml(req.headers["accept-encoding"]);
        if (html.encoding) reply.header("content-encoding", html.encoding);
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .header("vary", "accept-encoding")
          .send(html.body);
      }
      throw new AppError(ERROR_CODE.NOT_FOUND, `No route for ${req.method} ${req.url.split("?")[0]}.`);
    });
  },
  { name: "static-web" },
);
