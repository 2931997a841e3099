-- Versions from one sequence: every bump gives its key the highest version in the table plus one
-- (SQLite runs one writer at a time, so versions are handed out in commit order). A process can
-- then keep all versions in memory and catch up with one indexed read of what moved since the
-- highest version it saw (server/src/lib/read-epochs.ts), instead of looking up each of the
-- hundreds of keys a search across shops depends on. Per key, versions still only grow. The
-- triggers are those of 20261123180100_read_epoch_triggers with the new bump.

CREATE INDEX "ReadEpoch_version_idx" ON "ReadEpoch"("version");

DROP TRIGGER "read_epoch_product_insert";
DROP TRIGGER "read_epoch_product_update";
DROP TRIGGER "read_epoch_product_delete";
DROP TRIGGER "read_epoch_category_insert";
DROP TRIGGER "read_epoch_category_update";
DROP TRIGGER "read_epoch_category_delete";
DROP TRIGGER "read_epoch_productimage_insert";
DROP TRIGGER "read_epoch_productimage_update";
DROP TRIGGER "read_epoch_productimage_delete";
DROP TRIGGER "read_epoch_productattribute_insert";
DROP TRIGGER "read_epoch_productattribute_update";
DROP TRIGGER "read_epoch_productattribute_delete";
DROP TRIGGER "read_epoch_productreview_insert";
DROP TRIGGER "read_epoch_productreview_update";
DROP TRIGGER "read_epoch_productreview_delete";
DROP TRIGGER "read_epoch_shop_insert";
DROP TRIGGER "read_epoch_shop_update";
DROP TRIGGER "read_epoch_shop_delete";
DROP TRIGGER "read_epoch_store_insert";
DROP TRIGGER "read_epoch_store_update";
DROP TRIGGER "read_epoch_store_delete";
DROP TRIGGER "read_epoch_store_product_insert";
DROP TRIGGER "read_epoch_store_product_update";
DROP TRIGGER "read_epoch_store_product_delete";
DROP TRIGGER "read_epoch_promo_insert";
DROP TRIGGER "read_epoch_promo_update";
DROP TRIGGER "read_epoch_promo_delete";
DROP TRIGGER "read_epoch_promo_redemption_insert";
DROP TRIGGER "read_epoch_promo_redemption_delete";

CREATE TRIGGER "read_epoch_product_insert" AFTER INSERT ON "Product" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_product_update" AFTER UPDATE ON "Product" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_product_delete" AFTER DELETE ON "Product" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_category_insert" AFTER INSERT ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_category_update" AFTER UPDATE ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_category_delete" AFTER DELETE ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productimage_insert" AFTER INSERT ON "ProductImage" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productimage_update" AFTER UPDATE ON "ProductImage" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productimage_delete" AFTER DELETE ON "ProductImage" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productattribute_insert" AFTER INSERT ON "ProductAttribute" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productattribute_update" AFTER UPDATE ON "ProductAttribute" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productattribute_delete" AFTER DELETE ON "ProductAttribute" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productreview_insert" AFTER INSERT ON "ProductReview" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productreview_update" AFTER UPDATE ON "ProductReview" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_productreview_delete" AFTER DELETE ON "ProductReview" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_shop_insert" AFTER INSERT ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_shop_update" AFTER UPDATE ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || NEW."id", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."id", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_shop_delete" AFTER DELETE ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."id", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_store_insert" AFTER INSERT ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || NEW."shopId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_store_update" AFTER UPDATE ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || NEW."shopId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."shopId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_store_delete" AFTER DELETE ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."shopId", (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_store_product_insert" AFTER INSERT ON "StoreProduct" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"), (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_store_product_update" AFTER UPDATE ON "StoreProduct"
    WHEN OLD."stock" IS NOT NEW."stock" OR OLD."sellingPrice" IS NOT NEW."sellingPrice"
      OR OLD."offerPercent" IS NOT NEW."offerPercent" OR OLD."storeId" IS NOT NEW."storeId"
      OR OLD."productId" IS NOT NEW."productId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"), (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId"), (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_store_product_delete" AFTER DELETE ON "StoreProduct" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId"), (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_promo_insert" AFTER INSERT ON "Promo" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_promo_update" AFTER UPDATE ON "Promo" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_promo_delete" AFTER DELETE ON "Promo" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_promo_redemption_insert" AFTER INSERT ON "PromoRedemption"
    WHEN (SELECT "maxLimit" FROM "Promo" WHERE "id" = NEW."promoId") > 0 BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_promo_redemption_delete" AFTER DELETE ON "PromoRedemption"
    WHEN (SELECT "maxLimit" FROM "Promo" WHERE "id" = OLD."promoId") > 0 BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
