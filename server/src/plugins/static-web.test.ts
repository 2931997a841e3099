import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../testing/app";

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "galli-dist-"));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Galli app</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('galli')");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // The build writes brotli and gzip twins beside each compressible file (web/vite-precompress.ts).
  const bundle = `console.log(${JSON.stringify("galli ".repeat(2000))});`;
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), bundle);
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js.br"), zlib.brotliCompressSync(bundle));
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js.gz"), zlib.gzipSync(bundle));
  fs.writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nDisallow: /user/\n");
  t = await testApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("serving the built web client", () => {
  it("serves hashed assets with a long-lived cache and other files revalidated", async () => {
    const js = await request(t.app.server).get("/assets/app-abc123.js");
    expect(js.status).toBe(200);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await request(t.app.server).get("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers every client route with the app's HTML and unknown assets with 404", async () => {
    for (const url of ["/", "/home", "/sharma-kirana-koramangala", "/public/products", "/api", "/Privacy-policy"]) {
      const res = await request(t.app.server).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain("Galli app");
    }
    // The merchant console's pages are client routes; its API under /merchant/api is not.
    for (const url of ["/merchant", "/merchant/staff", "/merchant/settings"]) {
      expect((await request(t.app.server).get(url)).text).toContain("Galli app");
    }
    expect((await request(t.app.server).get("/merchant/api/me")).status).toBe(401);
    // Likewise the operations console's pages and its API under /ops/api.
    for (const url of ["/ops", "/ops/enquiries", "/ops/audit"]) {
      expect((await request(t.app.server).get(url)).text).toContain("Galli app");
    }
    expect((await request(t.app.server).get("/ops/api/me")).status).toBe(401);
    const missing = await request(t.app.server).get("/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });
});

/** The size of the brotli twin on disk: what the server must send as it is. */
const brLength = () => fs.statSync(path.join(dist, "assets", "index-abc123.js.br")).size;

describe("compression", () => {
  it("serves the build's brotli twin of a bundle when the client accepts br, and gzip else", async () => {
    // supertest (superagent) decodes br and gzip bodies itself; the header says what was sent.
    const br = await request(t.app.server).get("/assets/index-abc123.js").set("accept-encoding", "br, gzip");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(brLength());
    expect(br.text).toContain("galli galli");

    const gz = await request(t.app.server).get("/assets/index-abc123.js").set("accept-encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toContain("galli galli");

    const plain = await request(t.app.server).get("/assets/index-abc123.js").set("accept-encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toContain("galli galli");
  });

  it("compresses JSON answers and the app's HTML made per request", async () => {
    // The merchant API document: a large JSON answer that needs no data.
    const json = await request(t.app.server).get("/api/openapi.json").set("accept-encoding", "br");
    expect(json.headers["content-type"]).toMatch(/json/);
    expect(json.headers["content-encoding"]).toBe("br");
    expect(json.body).toMatchObject({ openapi: expect.any(String) });

    const page = `<!doctype html><title>Galli app</title>${"<p>galli</p>".repeat(200)}`;
    fs.writeFileSync(path.join(dist, "index.html.gz"), zlib.gzipSync(page));
    const html = await request(t.app.server).get("/home").set("accept-encoding", "br;q=0, gzip");
    expect(html.headers["content-encoding"]).toBe("gzip");
    expect(html.headers["content-type"]).toMatch(/^text\/html/);
    expect(html.text).toContain("<p>galli</p>");
    const plain = await request(t.app.server).get("/home").set("accept-encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toContain("Galli app");
  });
});

describe("robots.txt", () => {
  it("is the real file, not the app's HTML", async () => {
    const res = await request(t.app.server).get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toContain("User-agent: *");
  });
});
