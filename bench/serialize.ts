// Serialising an answer in process, without load: zod (today's safeEncode + JSON.stringify of the
// route serializer, and the read cache's parse + JSON.stringify) against the serializer compiled
// from the same contract (server/src/plugins/response-serializer.ts). Real answers of the demo
// world: the shop groups within 10 km (the largest), a 50-product page, a cart of several items.
//   npx tsx bench/serialize.ts                      # seeds the demo world in a temporary directory
//   DATA_DIR=/tmp/galli-demo npx tsx bench/serialize.ts   # or copies this world's database
// Prints ns per answer for each way (up to the byte length Fastify takes for Content-Length) and
// the ratio; fails when the two ways differ.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import type { z } from "zod";
import { safeEncode } from "zod/v4/core";
import { loadConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { applyMigrations } from "../server/src/testing/template-db";
import { seedDemoWorld } from "../seed/world";
import { jsonDifference, responseSerializer } from "../server/src/plugins/response-serializer";

const KORAMANGALA = { type: "Point", coordinates: [77.6245, 12.9352] };
const MIN_MS = Number(process.env.BENCH_MS ?? 2000);

async function world(dir: string) {
  const file = path.join(dir, "galli.db");
  const from = process.env.DATA_DIR ? path.join(path.resolve(process.env.DATA_DIR), "galli.db") : null;
  if (from && fs.existsSync(from)) {
    // A copy: the bench never writes to a world someone else may be using.
    const source = createDb(`file:${from}`);
    await source.$queryRawUnsafe(`VACUUM INTO '${file.replace(/'/g, "''")}'`);
    await source.$disconnect();
    return;
  }
  applyMigrations(file);
  const db = createDb(`file:${file}`);
  await seedDemoWorld(db, { uploadsDir: path.join(dir, "uploads"), images: false });
  await db.$disconnect();
}

/** CPU nanoseconds of this process (the machine is shared: wall time would measure the neighbours). */
const cpuNs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
};

/** ns per call of each way: rounds of A B C..., each way for BENCH_MS / ROUNDS of CPU per round, median. */
function time(ways: (() => unknown)[]): number[] {
  const ROUNDS = 5;
  for (const fn of ways) for (let i = 0; i < 200; i++) fn();
  const samples: number[][] = ways.map(() => []);
  const budget = (MIN_MS * 1_000_000) / ROUNDS;
  for (let r = 0; r < ROUNDS; r++) {
    ways.forEach((fn, w) => {
      let n = 0;
      const start = cpuNs();
      let elapsed = 0;
      while (elapsed < budget) {
        for (let i = 0; i < 20; i++) fn();
        n += 20;
        elapsed = cpuNs() - start;
      }
      samples[w].push(elapsed / n);
    });
  }
  return samples.map((s) => s.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-serialize-"));
  try {
    await world(dir);
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dir,
      DEMO_MODE: "false",
      RATE_LIMITS: "false",
      FULFILMENT_SIMULATOR: "false",
      JOBS: "false",
      JWT_SECRET: "bench-only-secret-0123456789",
      WEB_DIST_DIR: path.join(dir, "none"),
    });
    const routes: RouteOptions[] = [];
    const app = await buildApp(config, { onRoute: (r) => routes.push(r) });
    await app.ready();
    const schemaOf = (url: string) => {
      const route = routes.find((r) => r.url === url);
      return (route?.schema?.response as Record<string, z.ZodType> | undefined)?.["200"];
    };
    const guest = { authorization: `Bearer ${app.signAccessToken({ sub: "guest:bench", guest: true })}` };
    const ask = async (url: string, body: object, headers = guest) => {
      const res = await app.inject({ method: "POST", url, payload: body, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { data: Record<string, unknown> & { shops?: { _id: string }[] } };
    };

    const near = { searchLocation: KORAMANGALA, deliveryLocation: KORAMANGALA, maxDistance: 10_000 };
    // The largest of the shop-group answers (public, private, global) around the same point.
    const groups = [
      { url: "/user/category/view/location", body: { ...near, type: 1 }, name: "public" },
      { url: "/user/category/v2/view/location/private", body: near, name: "private" },
      { url: "/user/category/view/location/global", body: near, name: "global" },
    ];
    const answers = await Promise.all(groups.map(async (g) => ({ ...g, answer: await ask(g.url, g.body) })));
    const group = answers.sort((a, b) => b.answer.data.shops!.length - a.answer.data.shops!.length)[0];
    const shops = group.answer;
    const shopId = answers.find((a) => a.name === "public")!.answer.data.shops![0]._id;
    const page = await ask("/user/product/view/products?skip=0&limit=50", { _id: shopId, stores: [] });
    const user = await app.ctx.db.user.findFirstOrThrow({ select: { id: true } });
    const customer = { authorization: `Bearer ${app.signAccessToken({ sub: user.id, guest: false })}` };
    const offers = await app.ctx.db.storeProduct.findMany({
      where: { stock: { gt: 5 }, store: { shopId } },
      select: { productId: true },
      distinct: ["productId"],
      take: 8,
    });
    let cart: unknown = null;
    for (const o of offers) {
      cart = await ask(
        "/user/cart/add",
        { _id: shopId, product_id: o.productId, is_private: false, stores: [] },
        customer,
      );
    }

    const cases = [
      { name: `shop groups, ${group.name} 10 km (${shops.data.shops!.length} shops)`, url: group.url, data: shops },
      { name: "product page, 50 products", url: "/user/product/view/products", data: page },
      { name: `cart, ${offers.length} items`, url: "/user/cart/add", data: cart },
    ];
    console.log(
      "answer | bytes | route: zod encode+stringify ns | cache: zod parse+stringify ns | compiled ns | route/compiled | cache/compiled",
    );
    console.log("--- | --: | --: | --: | --: | --: | --:");
    for (const c of cases) {
      const schema = schemaOf(c.url);
      if (!schema) throw new Error(`no 200 schema for ${c.url}`);
      const compiled = responseSerializer(schema, { check: false, label: c.url, reference: (d) => schema.parse(d) });
      const viaEncode = () => {
        const r = safeEncode(schema, c.data);
        if (r.error) throw r.error;
        return JSON.stringify(r.data);
      };
      const viaParse = () => JSON.stringify(schema.parse(c.data));
      const out = compiled(c.data);
      const diff = jsonDifference(JSON.parse(viaEncode()), JSON.parse(out));
      if (diff) throw new Error(`${c.name}: the compiled answer differs at ${diff}`);
      // Fastify measures the string for Content-Length (Buffer.byteLength), which also flattens
      // the compiled serializer's concatenated string: each way is timed up to that point.
      const [encodeNs, parseNs, compiledNs] = time([
        () => Buffer.byteLength(viaEncode()),
        () => Buffer.byteLength(viaParse()),
        () => Buffer.byteLength(compiled(c.data)),
      ]);
      const f = (ns: number) => Math.round(ns).toLocaleString("en");
      console.log(
        `${c.name} | ${out.length.toLocaleString("en")} | ${f(encodeNs)} | ${f(parseNs)} | ${f(compiledNs)} | ${(encodeNs / compiledNs).toFixed(1)}x | ${(parseNs / compiledNs).toFixed(1)}x`,
      );
    }
    await app.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
