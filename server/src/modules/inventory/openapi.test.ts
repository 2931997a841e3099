import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { readInventoryBody, updateInventoryBody } from "../../contract/inventory";
import { readExample } from "../../contract/inventory-examples";

let t: TestApp;
let doc: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await testApp();
  const res = await request(t.app.server).get("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  doc = res.body;
});
afterAll(async () => t.close());

/** Every $ref in the document, to check each one resolves. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe("GET /api/openapi.json", () => {
  it("describes the merchant API (inventory, orders, webhooks) in OpenAPI 3.1 with the Authkey header", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual([
      "/api/read",
      "/api/stores/{store_key}/area",
      "/api/stores/{store_key}/delivery-cash",
      "/api/stores/{store_key}/delivery-members",
      "/api/stores/{store_key}/events",
      "/api/stores/{store_key}/orders",
      "/api/stores/{store_key}/orders/{order_id}",
      "/api/stores/{store_key}/orders/{order_id}/accept",
      "/api/stores/{store_key}/orders/{order_id}/assign",
      "/api/stores/{store_key}/orders/{order_id}/deliver",
      "/api/stores/{store_key}/orders/{order_id}/escalations/approve",
      "/api/stores/{store_key}/orders/{order_id}/escalations/refuse",
      "/api/stores/{store_key}/orders/{order_id}/fail",
      "/api/stores/{store_key}/orders/{order_id}/pickup",
      "/api/stores/{store_key}/orders/{order_id}/position",
      "/api/stores/{store_key}/orders/{order_id}/ready",
      "/api/stores/{store_key}/orders/{order_id}/reject",
      "/api/stores/{store_key}/orders/{order_id}/return",
      "/api/stores/{store_key}/orders/{order_id}/ship",
      "/api/stores/{store_key}/orders/{order_id}/substitutions",
      "/api/stores/{store_key}/slots",
      "/api/stores/{store_key}/webhook",
      "/api/stores/{store_key}/webhook/deliveries",
      "/api/update",
    ]);
    expect(doc.components.securitySchemes.Authkey).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "Authkey" }),
    );
    for (const ref of refs(doc)) {
      const [, section, name] = ref.split("/").slice(1);
      expect(doc.components[section][name], ref).toBeDefined();
    }
  });

  it("carries the zod contract's rules as JSON Schema", () => {
    const body = (path: string) => doc.paths[path].post.requestBody.content["application/json"].schema;
    const update = body("/api/update");
    expect(update.required).toEqual(["store_key", "product_info"]);
    expect(update.additionalProperties).toBe(false);
    expect(update.properties.product_info.maxItems).toBe(1000);
    // Items are checked one by one: the schema of a good one, or any other object (refused alone).
    const item = update.properties.product_info.items.anyOf[0];
    expect(update.properties.product_info.items.anyOf[1]).toMatchObject({ type: "object" });
    expect(item.required).toEqual(["product_code", "stock", "selling_price"]);
    expect(item.properties.stock).toMatchObject({ type: "integer", minimum: 0 });
    expect(item.properties.offer).toMatchObject({ minimum: 0, maximum: 100 });
    expect(body("/api/read").properties.prod_codes.maxItems).toBe(1000);
    const responseItem =
      doc.paths["/api/read"].post.responses["200"].content["application/json"].schema.properties.data.items;
    expect(Object.keys(responseItem.properties)).toEqual([
      "product_code",
      "product_name",
      "unit",
      "stock",
      "selling_price",
      "offer",
      "tax",
    ]);
  });

  it("documents the retry header, the dry run and every failure status", () => {
    const op = doc.paths["/api/update"].post;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      "header:Idempotency-Key",
      "query:dryRun",
    ]);
    expect(Object.keys(op.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "415",
      "422",
      "429",
      "500",
      "503",
    ]);
    expect(Object.keys(op.responses["200"].content["application/json"].examples)).toEqual(["update", "dryRun"]);
  });

  it("shows example requests that the contract accepts", () => {
    const readOp = doc.paths["/api/read"].post;
    const readReq = readOp.requestBody.content["application/json"].examples.example.value;
    expect(readReq).toEqual(readExample.request);
    expect(readInventoryBody.safeParse(readReq).success).toBe(true);
    // The update example deliberately holds a refused item; without it the body is valid as documented.
    const updateReq = doc.paths["/api/update"].post.requestBody.content["application/json"].examples.example.value;
    const valid = { ...updateReq, product_info: updateReq.product_info.filter((i: { stock: number }) => i.stock >= 0) };
    expect(updateInventoryBody.safeParse(valid).success).toBe(true);
  });
});
