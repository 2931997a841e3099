import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
    const missing = await request(t.app.server).get("/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });
});
