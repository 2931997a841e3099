-- An update that stays in its shop (a StoreProduct's price, offer or the stock an order takes; a
-- shop's or a store's details) bumps the shop's version once, not once for the old row and again for
-- the new: every order takes stock, and each bump is an upsert of the shop's ReadEpoch row and a
-- NOTIFY to every app process. An update that moves a row to another shop still bumps both.
CREATE OR REPLACE FUNCTION "read_epoch_shop"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    old_shop TEXT;
    new_shop TEXT;
BEGIN
    IF TG_TABLE_NAME = 'StoreProduct' THEN
        IF TG_OP <> 'DELETE' THEN new_shop := (SELECT "shopId" FROM "Store" WHERE "id" = NEW."storeId"); END IF;
        IF TG_OP = 'DELETE' THEN
            old_shop := (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId");
        ELSIF TG_OP = 'UPDATE' THEN
            IF OLD."storeId" IS DISTINCT FROM NEW."storeId" THEN
                old_shop := (SELECT "shopId" FROM "Store" WHERE "id" = OLD."storeId");
            END IF;
        END IF;
    ELSE
        PERFORM "read_epoch_bump"('tiles');
        IF TG_TABLE_NAME = 'Shop' THEN
            IF TG_OP <> 'DELETE' THEN new_shop := NEW."id"; END IF;
            IF TG_OP <> 'INSERT' THEN old_shop := OLD."id"; END IF;
        ELSE -- Store
            IF TG_OP <> 'DELETE' THEN new_shop := NEW."shopId"; END IF;
            IF TG_OP <> 'INSERT' THEN old_shop := OLD."shopId"; END IF;
        END IF;
    END IF;
    PERFORM "read_epoch_bump"('shop:' || new_shop);
    -- Once when the row stays in its shop.
    IF old_shop IS DISTINCT FROM new_shop THEN PERFORM "read_epoch_bump"('shop:' || old_shop); END IF;
    RETURN NULL;
END;
$$;
