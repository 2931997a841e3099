-- Versions of the read-mostly answers (model ReadEpoch), bumped by the database itself in the
-- transaction of every write that changes them, whichever code path writes (checkout, cancel, the
-- merchant inventory API, reviews, seeding, scripts). The read caches compare the versions they
-- were built at (server/src/lib/read-epochs.ts), so a write is visible to the next read of every
-- process. Keys: "catalog" (products, categories, images, attributes, product reviews; they show
-- in every shop's pages), "shop:<shop id>" (the shop, its stores, their prices, offers and stock)
-- and "tiles" (what the nearby shop lists show: shops, store locations, live promos).

CREATE TRIGGER "read_epoch_product_insert" AFTER INSERT ON "Product" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_product_update" AFTER UPDATE ON "Product" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_product_delete" AFTER DELETE ON "Product" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_category_insert" AFTER INSERT ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_category_update" AFTER UPDATE ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_category_delete" AFTER DELETE ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productimage_insert" AFTER INSERT ON "ProductImage" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productimage_update" AFTER UPDATE ON "ProductImage" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productimage_delete" AFTER DELETE ON "ProductImage" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productattribute_insert" AFTER INSERT ON "ProductAttribute" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productattribute_update" AFTER UPDATE ON "ProductAttribute" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productattribute_delete" AFTER DELETE ON "ProductAttribute" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productreview_insert" AFTER INSERT ON "ProductReview" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productreview_update" AFTER UPDATE ON "ProductReview" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_productreview_delete" AFTER DELETE ON "ProductReview" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_shop_insert" AFTER INSERT ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_shop_update" AFTER UPDATE ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || NEW."id", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."id", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_shop_delete" AFTER DELETE ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."id", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_store_insert" AFTER INSERT ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || NEW."shopId", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_store_update" AFTER UPDATE ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || NEW."shopId", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."shopId", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_store_delete" AFTER DELETE ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || OLD."shopId", 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_store_product_insert" AFTER INSERT ON "StoreProduct" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"), 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_store_product_update" AFTER UPDATE ON "StoreProduct"
    WHEN OLD."stock" IS NOT NEW."stock" OR OLD."sellingPrice" IS NOT NEW."sellingPrice"
      OR OLD."offerPercent" IS NOT NEW."offerPercent" OR OLD."storeId" IS NOT NEW."storeId"
      OR OLD."productId" IS NOT NEW."productId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"), 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId"), 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_store_product_delete" AFTER DELETE ON "StoreProduct" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId"), 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_promo_insert" AFTER INSERT ON "Promo" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_promo_update" AFTER UPDATE ON "Promo" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_promo_delete" AFTER DELETE ON "Promo" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_promo_redemption_insert" AFTER INSERT ON "PromoRedemption"
    WHEN (SELECT "maxLimit" FROM "Promo" WHERE "id" = NEW."promoId") > 0 BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;

CREATE TRIGGER "read_epoch_promo_redemption_delete" AFTER DELETE ON "PromoRedemption"
    WHEN (SELECT "maxLimit" FROM "Promo" WHERE "id" = OLD."promoId") > 0 BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "version" + 1;
END;
