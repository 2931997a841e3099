// The webhook outbox's data port (webhook-outbox-data.ts) and the enqueue rule over it, on the
// Prisma build (PostgreSQL in the server-pg project, SQLite here) and on SQLite's prepared
// statements (webhook-outbox-data-sqlite.ts), with the same cases; each case's writes are rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { expectParity } from "../testing/port-parity";
import { step } from "./steps";
import { webhookEventSteps } from "./webhook-outbox";
import { outboxPorts } from "./webhook-outbox-data";
import { checkoutWorld, W } from "../modules/checkout/test-helpers";

let t: TestApp;
const NOW = new Date("2026-11-21T06:30:00.000Z");

beforeAll(async () => {
  t = await checkoutWorld();
  await t.db.webhookEndpoint.createMany({
    data: [
      { storeId: W.s1, url: "http://127.0.0.1:9/a", secret: "s", events: JSON.stringify(["order.created"]) },
      { storeId: W.s2, url: "http://127.0.0.1:9/b", secret: "s", events: "[]", active: false },
    ],
  });
});
afterAll(async () => t?.close());

describe("the outbox's data port answers alike on every build", () => {
  it("reads a store's endpoint with its store key", async () => {
    await expectParity(
      t.db,
      outboxPorts,
      function* (d) {
        return [
          yield* step(() => d.webhookEndpoint(W.s1)),
          yield* step(() => d.webhookEndpoint(W.s2)),
          yield* step(() => d.webhookEndpoint(W.s3)),
        ];
      },
      [
        { active: true, events: JSON.stringify(["order.created"]), storeKey: `key-${W.s1}` },
        { active: false, events: "[]", storeKey: `key-${W.s2}` },
        null,
      ],
    );
  });

  it("enqueues an event only for an active endpoint that wants it", async () => {
    const data = { order_id: "GL000001ABCDEF" } as never;
    await expectParity(
      t.db,
      outboxPorts,
      function* (d) {
        let written = 0;
        const counting = {
          ...d,
          createWebhookDelivery: (row: Parameters<typeof d.createWebhookDelivery>[0]) => (
            written++,
            d.createWebhookDelivery(row)
          ),
        };
        yield* webhookEventSteps(counting, { storeId: W.s1, type: "order.created", data, now: NOW });
        yield* webhookEventSteps(counting, { storeId: W.s1, type: "order.cancelled", data, now: NOW });
        yield* webhookEventSteps(counting, { storeId: W.s2, type: "order.created", data, now: NOW });
        yield* webhookEventSteps(counting, { storeId: W.s3, type: "order.created", data, now: NOW });
        return written;
      },
      1,
    );
    expect(await t.db.webhookDelivery.count()).toBe(0);
  });
});
