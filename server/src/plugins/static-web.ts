// Serves the built web client: hashed assets with long-lived caching, and the app's HTML for
// every client route. API prefixes that match nothing answer the 404 envelope.
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
    const indexHtml = () => (hasBuild ? fs.readFileSync(indexFile, "utf8") : NOT_BUILT);

    app.setNotFoundHandler((req, reply) => {
      if ((req.method === "GET" || req.method === "HEAD") && isClientRoute(req.url)) {
        return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml());
      }
      throw new AppError(ERROR_CODE.NOT_FOUND, `No route for ${req.method} ${req.url.split("?")[0]}.`);
    });
  },
  { name: "static-web" },
);
