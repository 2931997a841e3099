// Serves the built web client: hashed assets with long-lived caching, the brotli or gzip twin the
// build wrote beside each file when the client accepts it, and the app's HTML for every client
// route. API prefixes that match nothing answer the 404 envelope.
//
// A private shop's address (/{store_unique_id}) gets the app's HTML with the shop's first data in
// it (<script type="application/json" id="galli-boot">) and its first cards' images preloaded, so a
// phone draws the shop without waiting for the bundle, a token and three calls one after another.
// The build marks where they go (SHOP_BOOT_MARKER); an unknown or closed shop, or any failure while
// building them, gets the plain HTML.
//
// A shop's or product's address (a private shop's, /public/products/{shop id}, either + /product/{id})
// gets its title, meta description and Open Graph tags written into that HTML, so a link shared in
// a chat shows the shop or product (pageMeta; an unknown one gets the plain HTML).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { AppError } from "../lib/app-error";
import { ERROR_CODE } from "../contract/errors";
import { privateShopIdForPath, SHOP_BOOT_ELEMENT_ID, SHOP_BOOT_MARKER } from "../contract/catalog-constants";
import { shopAddressForPath, type ShopAddress } from "../contract/shop-address-constants";

const API_PREFIXES = ["/user/", "/api/", "/merchant/api/", "/ops/api/", "/mock/", "/dev/", "/assets/"];

/** Any GET outside the API prefixes is a client route ("/api" itself is the API document page). */
export function isClientRoute(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  if (pathname === "/healthz" || pathname === "/metrics") return false;
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

/** A shop's first data for its page (the catalogue's privateShopBoot); null when it has none. */
export type ShopBootSource = (
  storeUniqueId: string,
) => Promise<{ json: string; images: string[]; version: string } | null>;

/** What a link preview of a shop's or product's address shows (the catalogue's pageMeta); null: none. */
export type PageMetaSource = (address: ShopAddress) => Promise<{
  title: string;
  description: string;
  /** A path on this server. */
  image: string | null;
  /** The address's canonical path. */
  path: string;
} | null>;
type PageMeta = NonNullable<Awaited<ReturnType<PageMetaSource>>>;

/** Waiting longer than this for a shop's first data sends the plain HTML instead. */
const BOOT_WAIT_MS = 300;
/** Built shop pages kept compressed (by shop, data version, build and encoding). */
const BOOT_PAGES_KEPT = 200;

/** JSON inside <script>: no "<" at all, so neither </script> nor <!-- can end or change it. */
export const jsonForScript = (json: string) => json.replace(/</g, "\\u003c");
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
/** Text inside an element or a quoted attribute. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const TITLE = /<title>[^]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * The app's HTML with a page's title ("… | Galli"), meta description and Open Graph tags;
 * `origin` makes the image and address absolute, as link previews need them.
 */
export function withPageMeta(html: string, meta: PageMeta, origin: string): string {
  const title = `${meta.title} | Galli`;
  const absolute = (p: string) => `${origin.replace(/\/$/, "")}${p}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${meta.path.includes("/product/") ? "product" : "website"}">`,
    `<meta property="og:site_name" content="Galli">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">`] : []),
    `<meta property="og:url" content="${escapeHtml(absolute(meta.path))}">`,
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}">`,
    `<link rel="canonical" href="${escapeHtml(absolute(meta.path))}">`,
  ].join("");
  const titled = TITLE.test(html)
    ? html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    : html.replace("</head>", () => `<title>${escapeHtml(title)}</title></head>`);
  const described = titled.replace(DESCRIPTION, "");
  return described.includes("</head>")
    ? described.replace("</head>", () => `${tags}</head>`)
    : described.replace(/<title>/, () => `${tags}<title>`);
}

/**
 * The marker as built: "<!--galli-boot-->", or with the products page's chunk preloads the build
 * wrote into it (web/vite-shop-preload.ts), which only a shop's page writes out.
 */
const BOOT_PLACE = new RegExp(`${SHOP_BOOT_MARKER.slice(0, -3)}(?: ([^]*?))?-->`);

/** The app's HTML with a shop's first data, image and page code preloads where the build put the marker. */
export function withShopBoot(html: string, boot: { json: string; images: string[] }): string {
  const preloads = boot.images
    .map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}">`)
    .join("");
  const data = `<script type="application/json" id="${SHOP_BOOT_ELEMENT_ID}">${jsonForScript(boot.json)}</script>`;
  return html.replace(BOOT_PLACE, (_marker, pageCode: string | undefined) => preloads + (pageCode ?? "") + data);
}

function compressed(html: string, encoding: "br" | "gzip" | null): Buffer | string {
  if (encoding === "br") {
    return zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return encoding === "gzip" ? zlib.gzipSync(html) : html;
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Galli</title></head>
<body><h1>Galli</h1><p>The web client has not been built yet. Run <code>npm run build</code>, or start with <code>npm start</code>.</p></body></html>`;

export default fp<{ distDir: string; shopBoot?: ShopBootSource; pageMeta?: PageMetaSource; publicUrl?: string }>(
  async (app, { distDir, shopBoot, pageMeta, publicUrl }) => {
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

    const bootPages = new Map<string, Buffer | string>(); // insertion order = least recently used first

    /** What a source answers within BOOT_WAIT_MS; null when late or failing (logged). */
    const inTime = async <T>(what: string, source: () => Promise<T | null>): Promise<T | null> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), BOOT_WAIT_MS)));
      try {
        return await Promise.race([source(), late]);
      } catch (error) {
        app.log.warn({ err: error }, `${what} could not be built; the page loads without.`);
        return null;
      } finally {
        clearTimeout(timer);
      }
    };

    /**
     * A shop's or product's page: a private shop's first data and the address's preview written
     * in, compressed as the client accepts; null: send the plain one.
     */
    const addressPage = async (
      address: ShopAddress,
      pathname: string,
      origin: string,
      acceptEncoding: string | undefined,
    ): Promise<{ body: Buffer | string; encoding?: string } | null> => {
      if (!hasBuild) return null;
      const html = fs.readFileSync(indexFile, "utf8");
      const bootId = shopBoot && BOOT_PLACE.test(html) ? privateShopIdForPath(pathname) : null;
      const [boot, meta] = await Promise.all([
        bootId ? inTime(`The first data of shop ${bootId}`, () => shopBoot!(bootId)) : null,
        pageMeta ? inTime(`The preview of ${pathname}`, () => pageMeta(address)) : null,
      ]);
      if (!boot && !meta) return null;
      const encoding = acceptsEncoding(acceptEncoding, "br")
        ? "br"
        : acceptsEncoding(acceptEncoding, "gzip")
          ? "gzip"
          : null;
      const key = [
        pathname,
        boot?.version ?? "",
        meta ? `${origin} ${JSON.stringify(meta)}` : "",
        `${html.length}:${fs.statSync(indexFile).mtimeMs}`,
        encoding,
      ].join("\n");
      let body = bootPages.get(key);
      if (body === undefined) {
        const withBoot = boot ? withShopBoot(html, boot) : html;
        body = compressed(meta ? withPageMeta(withBoot, meta, origin) : withBoot, encoding);
        if (bootPages.size >= BOOT_PAGES_KEPT) bootPages.delete(bootPages.keys().next().value as string);
      } else {
        bootPages.delete(key);
      }
      bootPages.set(key, body);
      return { body, ...(encoding ? { encoding } : {}) };
    };

    app.setNotFoundHandler(async (req, reply) => {
      if ((req.method === "GET" || req.method === "HEAD") && isClientRoute(req.url)) {
        // The compression plugin works per route and never sees this handler: send the build's twin.
        const pathname = req.url.split("?")[0] ?? "/";
        const address = shopAddressForPath(pathname);
        // Link previews need absolute addresses: the configured public address, else this request's.
        const origin = publicUrl ?? `${req.protocol}://${req.host}`;
        const shop = address
          ? await addressPage(address, pathname, origin, req.headers["accept-encoding"]).catch(() => null)
          : null;
        const html = shop ?? indexHtml(req.headers["accept-encoding"]);
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
