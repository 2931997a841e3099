-- "cart:<userId>": what a customer's basket quote depends on besides prices and stock (the cart's
-- shop, its lines with their stores and quantities, its Customize Order store, the customer's
-- delivery type), bumped in the transaction of every write that changes it. The basket optimizer
-- (server/src/modules/finder/basket.ts) then answers a repeat from memory instead of reading the
-- cart on every call (the PostgreSQL twin has the migration of the same name). A line whose cart
-- a cascading delete already removed has nothing to bump: the Cart trigger bumped it.
CREATE TRIGGER "read_epoch_cart_line_insert" AFTER INSERT ON "CartLine" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version")
        SELECT 'cart:' || "userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch") FROM "Cart" WHERE "id" = NEW."cartId"
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_cart_line_update" AFTER UPDATE ON "CartLine"
    WHEN OLD."qty" IS NOT NEW."qty" OR OLD."storeId" IS NOT NEW."storeId" OR OLD."productId" IS NOT NEW."productId"
      OR OLD."createdAt" IS NOT NEW."createdAt" OR OLD."cartId" IS NOT NEW."cartId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version")
        SELECT 'cart:' || "userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch") FROM "Cart" WHERE "id" = NEW."cartId"
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version")
        SELECT 'cart:' || "userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch") FROM "Cart"
        WHERE "id" = OLD."cartId" AND OLD."cartId" IS NOT NEW."cartId"
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_cart_line_delete" AFTER DELETE ON "CartLine" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version")
        SELECT 'cart:' || "userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch") FROM "Cart" WHERE "id" = OLD."cartId"
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_cart_insert" AFTER INSERT ON "Cart" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('cart:' || NEW."userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_cart_update" AFTER UPDATE ON "Cart"
    WHEN OLD."shopId" IS NOT NEW."shopId" OR OLD."customStoreId" IS NOT NEW."customStoreId" OR OLD."userId" IS NOT NEW."userId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('cart:' || NEW."userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version")
        SELECT 'cart:' || OLD."userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch") WHERE OLD."userId" IS NOT NEW."userId"
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_cart_delete" AFTER DELETE ON "Cart" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('cart:' || OLD."userId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_user_delivery_type" AFTER UPDATE OF "deliveryType" ON "User"
    WHEN OLD."deliveryType" IS NOT NEW."deliveryType" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('cart:' || NEW."id", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
