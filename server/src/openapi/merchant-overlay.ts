// What the merchant document adds to the routes' own schemas: longer descriptions, the
// Idempotency-Key header, and the worked examples (inventory-examples, merchant-order-examples),
// each of which a test replays against the seeded demo world.
import { IDEMPOTENCY_TTL_HOURS, updateInventoryBody } from "../contract/inventory";
import {
  callErrorExamples,
  dryRunExample,
  readExample,
  retryExample,
  updateExample,
} from "../contract/inventory-examples";
import { orderExamples, substitutionExamples } from "../contract/merchant-order-examples";
import { toJsonSchema, type Json } from "./generate";

const json = (schema: Json | undefined, examples: Json) => ({
  content: { "application/json": { ...(schema ? { schema } : {}), examples } },
});

const idempotencyHeader = (what: string) => ({
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: `Makes a retry safe: the same key with the same request within ${IDEMPOTENCY_TTL_HOURS} hours answers the first answer again (header Idempotent-Replayed: true) and ${what}. The same key with another request answers 422.`,
  schema: { type: "string", minLength: 1, maxLength: 255 },
  example: retryExample.headers["Idempotency-Key"],
});

function errorExamples(status: number): Json {
  const rows = callErrorExamples.filter((e) => e.status === status);
  return {
    description: rows.map((e) => e.when).join(" ") || "Failure.",
    ...json(
      { $ref: "#/components/schemas/Failure" },
      Object.fromEntries(
        rows.map((e) => [e.code, { summary: e.when, value: { success: false, code: e.code, message: e.message } }]),
      ),
    ),
  };
}

const inventoryFailures = (statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), errorExamples(s)]));

/**
 * The update's body: each product_info item should be an UpdateInventoryItem, but the call checks
 * items one by one, so any other item is accepted too and refused on its own in error[]
 * (INVALID_ITEM) while the rest still apply; the example shows one such item.
 */
function updateBodySchema(): Json {
  const body = toJsonSchema(updateInventoryBody, "input") as Json & {
    properties: { product_info: Json & { items: Json } };
  };
  const info = body.properties.product_info;
  return {
    ...body,
    properties: {
      ...body.properties,
      product_info: {
        ...info,
        items: {
          anyOf: [
            info.items,
            {
              type: "object",
              description: "Any other item: refused on its own (INVALID_ITEM in error[]), the rest still apply.",
            },
          ],
        },
      },
    },
  };
}

export function merchantOverlay(): Record<string, Json> {
  const orderPath = "/api/stores/:store_key/orders/:order_id";
  return {
    "POST /api/read": {
      operationId: "readInventory",
      summary: "Read live inventory",
      description:
        "Stock, price, offer and tax of the given barcodes in one store. Codes the store does not sell are listed in not_found.",
      requestBody: json(undefined, { example: { value: readExample.request } }),
      responses: {
        "200": { description: "The products found.", ...json(undefined, { example: { value: readExample.response } }) },
        ...inventoryFailures([400, 401, 403, 404, 413, 415, 429]),
      },
    },
    "POST /api/update": {
      operationId: "updateInventory",
      summary: "Update live inventory",
      description:
        "Sets stock and selling price (and optionally name, unit, offer, tax) of existing products. Valid items are applied " +
        "in one transaction; each refused item is listed in error[] and changes nothing. product_name and unit change the " +
        "catalogue product, so they are refused (PRODUCT_SHARED) when other merchants' stores sell the same product.",
      parameters: [
        idempotencyHeader("writes nothing"),
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
        ...json(updateBodySchema(), { example: { value: updateExample.request } }),
      },
      responses: {
        "200": {
          description: "The call was processed: Updated items were applied, error[] lists the refused ones.",
          ...json(undefined, {
            update: { summary: "An update with two refused items", value: updateExample.response },
            dryRun: { summary: "The same body with ?dryRun=1", value: dryRunExample.response },
          }),
        },
        ...inventoryFailures([400, 401, 403, 404, 413, 415, 422, 429]),
      },
    },
    "GET /api/stores/:store_key/orders": {
      operationId: "listStoreOrders",
      responses: {
        "200": json(undefined, {
          example: { summary: orderExamples.list.summary, value: orderExamples.list.response },
        }),
      },
    },
    [`GET ${orderPath}`]: {
      operationId: "viewStoreOrder",
      responses: {
        "200": json(undefined, {
          example: { summary: orderExamples.view.summary, value: orderExamples.view.response },
        }),
      },
    },
    ...Object.fromEntries(
      (["accept", "ready", "ship", "deliver", "reject"] as const).map((a) => [
        `POST ${orderPath}/${a}`,
        {
          operationId: `${a}StoreOrder`,
          parameters: [idempotencyHeader("moves nothing")],
          ...(a === "accept"
            ? {
                responses: {
                  "200": json(undefined, {
                    example: { summary: orderExamples.accept.summary, value: orderExamples.accept.response },
                  }),
                  "409": json(undefined, {
                    [orderExamples.wrongStatus.code]: {
                      summary: orderExamples.wrongStatus.summary,
                      value: orderExamples.wrongStatus.response,
                    },
                  }),
                },
              }
            : {}),
          ...(a === "reject"
            ? { requestBody: json(undefined, { example: { value: orderExamples.reject.request } }) }
            : {}),
          ...(a === "deliver"
            ? {
                requestBody: json(undefined, {
                  example: { summary: "The customer's door code", value: { code: "4821" } },
                }),
              }
            : {}),
        },
      ]),
    ),
    "GET /api/stores/:store_key/delivery-members": { operationId: "listDeliveryMembers" },
    "GET /api/stores/:store_key/slots": { operationId: "getStoreSlots" },
    "PUT /api/stores/:store_key/slots": {
      operationId: "putStoreSlots",
      requestBody: json(undefined, {
        every: {
          summary: "20 orders a slot, cut-off an hour before it starts",
          value: { capacity: 20, cutoff_minutes: 60 },
        },
        overrides: {
          summary: "Fewer in the morning, more on Sundays, none on Sunday evening",
          value: {
            capacity: 20,
            cutoff_minutes: 60,
            slots: { "7 AM-10 AM": 8 },
            weekdays: { sun: { capacity: 30, slots: { "7 PM-10 PM": 0 } } },
          },
        },
      }),
    },
    [`POST ${orderPath}/assign`]: {
      operationId: "assignStoreOrder",
      requestBody: json(undefined, { example: { value: { member_id: "staff_demo_delivery" } } }),
    },
    [`POST ${orderPath}/pickup`]: { operationId: "pickUpStoreOrder" },
    [`POST ${orderPath}/position`]: {
      operationId: "positionStoreOrder",
      requestBody: json(undefined, { example: { value: { lat: 12.9352, lng: 77.6245, accuracy_m: 12 } } }),
    },
    [`POST ${orderPath}/fail`]: {
      operationId: "failStoreOrder",
      requestBody: json(undefined, { example: { value: { reason: "customer_not_reachable" } } }),
    },
    [`POST ${orderPath}/return`]: { operationId: "returnStoreOrder" },
    [`POST ${orderPath}/substitutions`]: {
      operationId: "substituteStoreOrderLine",
      parameters: [idempotencyHeader("writes nothing")],
      requestBody: json(undefined, {
        substitute: {
          summary: "One of two packs short: a cheaper pack of the same store proposed to the customer",
          value: substitutionExamples.propose.request,
        },
        short: {
          summary: "One pack short, no substitute: refunded at once",
          value: substitutionExamples.short.request,
        },
      }),
      responses: {
        "200": json(undefined, {
          example: { summary: "The substitution made", value: substitutionExamples.propose.response },
        }),
        "400": json(undefined, {
          [substitutionExamples.outOfStock.code]: {
            summary: substitutionExamples.outOfStock.summary,
            value: substitutionExamples.outOfStock.response,
          },
        }),
        "409": json(undefined, {
          [substitutionExamples.tooLate.code]: {
            summary: substitutionExamples.tooLate.summary,
            value: substitutionExamples.tooLate.response,
          },
        }),
      },
    },
    [`POST ${orderPath}/escalations/approve`]: {
      operationId: "approveEscalation",
      parameters: [idempotencyHeader("moves nothing")],
    },
    [`POST ${orderPath}/escalations/refuse`]: {
      operationId: "refuseEscalation",
      parameters: [idempotencyHeader("moves nothing")],
    },
    "PUT /api/stores/:store_key/webhook": {
      operationId: "putWebhook",
      requestBody: json(undefined, { example: { value: orderExamples.webhook.request } }),
    },
    "GET /api/stores/:store_key/webhook": { operationId: "getWebhook" },
    "DELETE /api/stores/:store_key/webhook": { operationId: "deleteWebhook" },
    "GET /api/stores/:store_key/webhook/deliveries": { operationId: "listWebhookDeliveries" },
  };
}
