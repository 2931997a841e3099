-- A StoreProduct update within its store's shop (a price, an offer, the stock an order takes) moves
-- its shop's version once, not once for the old row and again for the new; a row moved to a store
-- of another shop still moves both (the PostgreSQL twin does the same).
DROP TRIGGER "read_epoch_store_product_update";

CREATE TRIGGER "read_epoch_store_product_update" AFTER UPDATE ON "StoreProduct"
    WHEN OLD."stock" IS NOT NEW."stock" OR OLD."sellingPrice" IS NOT NEW."sellingPrice"
      OR OLD."offerPercent" IS NOT NEW."offerPercent" OR OLD."storeId" IS NOT NEW."storeId"
      OR OLD."productId" IS NOT NEW."productId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"), (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version")
        SELECT 'shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId"), (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch")
        WHERE (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId") IS NOT (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId")
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
