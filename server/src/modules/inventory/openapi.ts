// The OpenAPI 3.1 description of the inventory API, generated from the contract's zod schemas
// (z.toJSONSchema, JSON Schema 2020-12 as OpenAPI 3.1 uses), with the page's tested examples.
import { z } from "zod";
import { failure } from "../../contract/common";
import {
  IDEMPOTENCY_TTL_HOURS,
  INVENTORY_BATCH_LIMIT,
  RATE_LIMIT_PER_MINUTE,
  readInventoryBody,
  readInventoryResponse,
  updateInventoryBody,
  updateInventoryResponse,
} from "../../contract/inventory";
import {
  callErrorExamples,
  dryRunExample,
  readExample,
  retryExample,
  updateExample,
} from "../../contract/inventory-examples";

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as Json;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json, examples?: Json) => ({
  content: { "application/json": { schema, ...(examples ? { examples } : {}) } },
});

function failures(statuses: number[]): Json {
  const out: Json = {};
  for (const status of statuses) {
    const rows = callErrorExamples.filter((e) => e.status === status);
    const examples = Object.fromEntries(
      rows.map((e) => [e.code, { summary: e.when, value: { success: false, code: e.code, message: e.message } }]),
    );
    out[String(status)] = {
      description: rows.map((e) => e.when).join(" ") || "Failure.",
      ...json(ref("Failure"), examples),
    };
  }
  return out;
}

const commonFailures = [400, 401, 403, 404, 413, 415, 429];

export function openApiDocument(): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: "Galli merchant inventory API",
      version: "1.0.0",
      description:
        `Keep a store's stock and prices in sync from an ERP or point-of-sale system. Up to ${INVENTORY_BATCH_LIMIT} ` +
        `items or codes per call, ${RATE_LIMIT_PER_MINUTE} calls per minute per token and endpoint. Prices are rupees ` +
        "with up to 2 decimals; offer and tax are percents from 0 to 100. The document page is /api.",
    },
    servers: [{ url: "/" }],
    security: [{ Authkey: [] }],
    paths: {
      "/api/read": {
        post: {
          operationId: "readInventory",
          summary: "Read live inventory",
          description:
            "Stock, price, offer and tax of the given barcodes in one store. Codes the store does not sell are listed in not_found.",
          requestBody: {
            required: true,
            ...json(ref("ReadInventoryRequest"), { example: { value: readExample.request } }),
          },
          responses: {
            "200": {
              description: "The products found.",
              ...json(ref("ReadInventoryResponse"), { example: { value: readExample.response } }),
            },
            ...failures(commonFailures),
          },
        },
      },
      "/api/update": {
        post: {
          operationId: "updateInventory",
          summary: "Update live inventory",
          description:
            "Sets stock and selling price (and optionally name, unit, offer, tax) of existing products. Valid items are applied " +
            "in one transaction; each refused item is listed in error[] and changes nothing. product_name and unit change the " +
            "catalogue product, so they are refused (PRODUCT_SHARED) when other merchants' stores sell the same product.",
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: `Makes a retry safe: the same key with the same body within ${IDEMPOTENCY_TTL_HOURS} hours answers the first answer again (header Idempotent-Replayed: true) and writes nothing.`,
              schema: { type: "string", minLength: 1, maxLength: 255 },
              example: retryExample.headers["Idempotency-Key"],
            },
            {
              name: "dryRun",
              in: "query",
              required: false,
              description: "1: check everything and report before/after per item in changes[], write nothing.",
              schema: { type: "string", enum: ["0", "1", "true", "false"] },
            },
          ],
          requestBody: {
            required: true,
            ...json(ref("UpdateInventoryRequest"), { example: { value: updateExample.request } }),
          },
          responses: {
            "200": {
              description: "The call was processed: Updated items were applied, error[] lists the refused ones.",
              ...json(ref("UpdateInventoryResponse"), {
                update: { summary: "An update with two refused items", value: updateExample.response },
                dryRun: { summary: "The same body with ?dryRun=1", value: dryRunExample.response },
              }),
            },
            ...failures([...commonFailures, 422]),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        Authkey: {
          type: "apiKey",
          in: "header",
          name: "Authkey",
          description: "The token issued in the merchant app (Store settings > Inventory Update API > API Keys).",
        },
      },
      schemas: {
        ReadInventoryRequest: jsonSchema(readInventoryBody, "input"),
        ReadInventoryResponse: jsonSchema(readInventoryResponse, "output"),
        UpdateInventoryRequest: jsonSchema(updateInventoryBody, "input"),
        UpdateInventoryResponse: jsonSchema(updateInventoryResponse, "output"),
        Failure: jsonSchema(failure, "output"),
      },
    },
  };
}
