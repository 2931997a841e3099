-- PostgreSQL twin of prisma/migrations/20261123180100_read_epoch_triggers: the same ReadEpoch keys
-- bumped by the same writes, in the writing transaction. Keys: "catalog" (products, categories,
-- images, attributes, product reviews), "shop:<shop id>" (the shop, its stores, their prices,
-- offers and stock) and "tiles" (shops, store locations, live promos).

CREATE FUNCTION "read_epoch_bump"(k TEXT) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
    -- A NULL key (a StoreProduct whose Store a cascading delete already removed) has nothing to bump.
    IF k IS NOT NULL THEN
        INSERT INTO "ReadEpoch" ("key", "version") VALUES (k, 1)
            ON CONFLICT ("key") DO UPDATE SET "version" = "ReadEpoch"."version" + 1;
    END IF;
END;
$$;

-- "catalog": Product, Category, ProductImage, ProductAttribute, ProductReview.
CREATE FUNCTION "read_epoch_catalog"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "read_epoch_bump"('catalog');
    RETURN NULL;
END;
$$;

-- "tiles": Shop inserts, Promo, and PromoRedemption of promos with a use limit (maxLimit > 0).
CREATE FUNCTION "read_epoch_tiles"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    promo TEXT;
BEGIN
    IF TG_TABLE_NAME = 'PromoRedemption' THEN
        promo := CASE WHEN TG_OP = 'DELETE' THEN OLD."promoId" ELSE NEW."promoId" END;
        IF NOT EXISTS (SELECT 1 FROM "Promo" WHERE "id" = promo AND "maxLimit" > 0) THEN
            RETURN NULL;
        END IF;
    END IF;
    PERFORM "read_epoch_bump"('tiles');
    RETURN NULL;
END;
$$;

-- "shop:<id>" (and "tiles" for Shop and Store): Shop updates and deletes, Store, StoreProduct.
-- Updates bump both the old and the new shop.
CREATE FUNCTION "read_epoch_shop"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'StoreProduct' THEN
        IF TG_OP <> 'DELETE' THEN
            PERFORM "read_epoch_bump"('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"));
        END IF;
        IF TG_OP <> 'INSERT' THEN
            PERFORM "read_epoch_bump"('shop:' || (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId"));
        END IF;
        RETURN NULL;
    END IF;
    PERFORM "read_epoch_bump"('tiles');
    IF TG_TABLE_NAME = 'Shop' THEN
        IF TG_OP <> 'DELETE' THEN PERFORM "read_epoch_bump"('shop:' || NEW."id"); END IF;
        IF TG_OP <> 'INSERT' THEN PERFORM "read_epoch_bump"('shop:' || OLD."id"); END IF;
    ELSE -- Store
        IF TG_OP <> 'DELETE' THEN PERFORM "read_epoch_bump"('shop:' || NEW."shopId"); END IF;
        IF TG_OP <> 'INSERT' THEN PERFORM "read_epoch_bump"('shop:' || OLD."shopId"); END IF;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_product" AFTER INSERT OR UPDATE OR DELETE ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_catalog"();
CREATE TRIGGER "read_epoch_category" AFTER INSERT OR UPDATE OR DELETE ON "Category"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_catalog"();
CREATE TRIGGER "read_epoch_productimage" AFTER INSERT OR UPDATE OR DELETE ON "ProductImage"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_catalog"();
CREATE TRIGGER "read_epoch_productattribute" AFTER INSERT OR UPDATE OR DELETE ON "ProductAttribute"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_catalog"();
CREATE TRIGGER "read_epoch_productreview" AFTER INSERT OR UPDATE OR DELETE ON "ProductReview"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_catalog"();

-- A new shop shows in the tiles; its own key starts with its first store.
CREATE TRIGGER "read_epoch_shop_insert" AFTER INSERT ON "Shop"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_tiles"();
CREATE TRIGGER "read_epoch_shop" AFTER UPDATE OR DELETE ON "Shop"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_shop"();
CREATE TRIGGER "read_epoch_store" AFTER INSERT OR UPDATE OR DELETE ON "Store"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_shop"();
CREATE TRIGGER "read_epoch_store_product" AFTER INSERT OR DELETE ON "StoreProduct"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_shop"();
-- Only the columns a shop's pages show (not e.g. reservation bookkeeping).
CREATE TRIGGER "read_epoch_store_product_update" AFTER UPDATE ON "StoreProduct"
    FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock"
        OR OLD."sellingPrice" IS DISTINCT FROM NEW."sellingPrice"
        OR OLD."offerPercent" IS DISTINCT FROM NEW."offerPercent"
        OR OLD."storeId" IS DISTINCT FROM NEW."storeId"
        OR OLD."productId" IS DISTINCT FROM NEW."productId")
    EXECUTE FUNCTION "read_epoch_shop"();

CREATE TRIGGER "read_epoch_promo" AFTER INSERT OR UPDATE OR DELETE ON "Promo"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_tiles"();
CREATE TRIGGER "read_epoch_promo_redemption" AFTER INSERT OR DELETE ON "PromoRedemption"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_tiles"();
