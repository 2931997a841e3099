// The catalogue's data port (catalog-data.ts): the rows of product views and their review counts,
// on the Prisma build (PostgreSQL in the server-pg project, SQLite here) and on SQLite's prepared
// statements (catalog-data-sqlite.ts), with the same cases over the demo world.
// product-query.test.ts compares whole views both ways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";
import { expectParity } from "../../testing/port-parity";
import { step } from "../../lib/steps";
import { catalogPorts } from "./catalog-data";

let t: TestApp;
let mine: string;
let ids: string[];
let stores: string[];

beforeAll(async () => {
  t = await testApp({ seeded: true });
  const first = await t.db.product.findFirst({
    where: { reviews: { none: {} }, storeProducts: { some: {} } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  mine = first!.id;
  for (const rating of [5, 4, 4]) {
    const u = await createCustomer(t.db);
    await t.db.productReview.create({ data: { productId: mine, userId: u.id, rating } });
  }
  await t.db.productImage.deleteMany({ where: { productId: mine } });
  await t.db.productImage.create({ data: { productId: mine, name: "second.png", position: 1 } });
  await t.db.productImage.create({ data: { productId: mine, name: "first.png", position: 0 } });
  const some = await t.db.product.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 30 });
  ids = [mine, ...some.map((p) => p.id), "no-such-product"];
  stores = (await t.db.store.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((s) => s.id);
});
afterAll(async () => t?.close());

const byId = <R extends { id: string }>(rows: R[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe("the catalogue's data port answers alike on every build", () => {
  it("reads products with their category, images by position and offers in scope", async () => {
    for (const scope of [stores, stores.slice(0, 3), [], ["no-such-store"]]) {
      const rows = await expectParity(
        t.db,
        catalogPorts,
        function* (d) {
          return byId(yield* step(() => d.productViewRows(ids, scope))).map((r) => ({
            ...r,
            storeProducts: [...r.storeProducts].sort((a, b) => a.id.localeCompare(b.id)),
          }));
        },
        expect.any(Array),
      );
      expect(rows).toHaveLength(new Set(ids).size - 1);
      const row = rows.find((r) => r.id === mine)!;
      expect(row.images).toEqual([{ name: "first.png" }, { name: "second.png" }]);
      expect(row.category.path).toEqual(expect.any(String));
      for (const r of rows) for (const o of r.storeProducts) expect(scope).toContain(o.storeId);
      if (scope === stores) expect(rows.some((r) => r.storeProducts.length > 1)).toBe(true);
    }
    await expectParity(
      t.db,
      catalogPorts,
      function* (d) {
        return yield* step(() => d.productViewRows([], stores));
      },
      [],
    );
  });

  it("counts and averages reviews per product", async () => {
    const rows = await expectParity(
      t.db,
      catalogPorts,
      function* (d) {
        return [...(yield* step(() => d.reviewRows([...ids, mine])))].sort((a, b) =>
          a.productId.localeCompare(b.productId),
        );
      },
      expect.arrayContaining([{ productId: mine, count: 3, avg: expect.closeTo(13 / 3, 9) }]),
    );
    expect(rows.every((r) => r.count > 0)).toBe(true);
    await expectParity(
      t.db,
      catalogPorts,
      function* (d) {
        return yield* step(() => d.reviewRows([]));
      },
      [],
    );
  });
});
