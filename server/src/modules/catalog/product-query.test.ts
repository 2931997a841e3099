// Product views on SQLite are read on prepared statements, on PostgreSQL through Prisma: over the
// same demo world both ways give the same views, for products with and without offers in scope,
// reviews and images (written out of their order), ids that do not exist, a repeated id, and no stores in scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { createDb, type Db, sqliteConnectionOf, usePrismaOnly } from "../../lib/db";
import { createCustomer } from "../../testing/accounts";
import { viewsByIds } from "./product-query";

let t: TestApp;
let viaPrisma: Db;
beforeAll(async () => {
  t = await testApp({ seeded: true });
  viaPrisma = createDb(t.config.databaseUrl);
  usePrismaOnly(viaPrisma);
});
afterAll(async () => {
  await viaPrisma.$disconnect();
  await t.close();
});

describe("product views on prepared statements", () => {
  it("equal the views read through Prisma", async () => {
    if (!sqliteConnectionOf(t.db)) return; // PostgreSQL has one way only
    // Three ratings averaging 4.33...: the summary rounds to one decimal either way.
    const first = await t.db.product.findFirst({ where: { reviews: { none: {} } }, select: { id: true } });
    const users = [await createCustomer(t.db), await createCustomer(t.db), await createCustomer(t.db)];
    for (const [i, u] of users.entries())
      await t.db.productReview.create({ data: { productId: first!.id, userId: u.id, rating: i === 0 ? 5 : 4 } });
    // Images written out of their order: views list them by position.
    await t.db.productImage.deleteMany({ where: { productId: first!.id } });
    for (const [name, position] of [
      ["second.png", 1],
      ["first.png", 0],
    ] as const)
      await t.db.productImage.create({ data: { productId: first!.id, name, position } });
    const reviewed = await t.db.productReview.findMany({
      select: { productId: true },
      distinct: ["productId"],
      take: 5,
    });
    const some = await t.db.product.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 40 });
    const ids = [
      first!.id,
      ...reviewed.map((r) => r.productId),
      ...some.map((p) => p.id),
      "no-such-product",
      some[3]!.id,
    ];
    const stores = (await t.db.store.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((s) => s.id);
    expect(reviewed.length).toBeGreaterThan(0);

    for (const scope of [stores, stores.slice(0, Math.ceil(stores.length / 3)), [], ["no-such-store"]]) {
      const fast = await viewsByIds(t.db, ids, scope);
      const prisma = await viewsByIds(viaPrisma, ids, scope);
      expect(fast).toEqual(prisma);
      expect(fast).toHaveLength(ids.length - 1);
    }
    const all = await viewsByIds(t.db, ids, stores);
    // The world's offers, images and reviews are in the comparison, not only empty lists.
    expect(all.some((v) => v.stores.length > 1)).toBe(true);
    expect(all.some((v) => v.productInfo.images.length > 0)).toBe(true);
    expect(all.some((v) => v.reviews.count > 0)).toBe(true);
    const mine = all.find((v) => v._id === first!.id);
    expect(mine?.reviews).toEqual({ count: 3, avg_rating: 4.3 });
    expect(mine?.productInfo.images).toEqual([{ name: "first.png" }, { name: "second.png" }]);
    expect(await viewsByIds(t.db, [], stores)).toEqual([]);
  });
});
