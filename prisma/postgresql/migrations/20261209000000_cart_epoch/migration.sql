-- "cart:<userId>": what a customer's basket quote depends on besides prices and stock (the cart's
-- shop, its lines with their stores and quantities, its Customize Order store, the customer's
-- delivery type), bumped in the transaction of every write that changes it. The basket optimizer
-- (server/src/modules/finder/basket.ts) then answers a repeat from memory instead of reading the
-- cart on every call. The app follows these keys only for the customers it has priced lately
-- (server/src/lib/read-epochs.ts); the SQLite twin is the migration of the same name.
-- Once a transaction per customer: a cart emptied at checkout is one bump, not one per line (the
-- transaction's own bumps are listed in galli.bumped, migration read_epoch_own_bumps; no one sees
-- its writes before it commits, so one new version stands for all of them).
CREATE FUNCTION "read_epoch_bump_once"(k TEXT) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
    IF k IS NULL OR position(' ' || k || E'\n' IN coalesce(current_setting('galli.bumped', true), '')) > 0 THEN
        RETURN;
    END IF;
    PERFORM "read_epoch_bump"(k);
END;
$$;

-- A line whose cart a cascading delete already removed has nothing to bump (the Cart trigger bumped it).
CREATE FUNCTION "read_epoch_cart_line"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'DELETE' THEN
        PERFORM "read_epoch_bump_once"('cart:' || (SELECT "userId" FROM "Cart" WHERE "id" = NEW."cartId"));
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."cartId" <> NEW."cartId") THEN
        PERFORM "read_epoch_bump_once"('cart:' || (SELECT "userId" FROM "Cart" WHERE "id" = OLD."cartId"));
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_cart_line_insert_delete" AFTER INSERT OR DELETE ON "CartLine"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_cart_line"();
CREATE TRIGGER "read_epoch_cart_line_update" AFTER UPDATE ON "CartLine"
    FOR EACH ROW WHEN (OLD."qty" IS DISTINCT FROM NEW."qty" OR OLD."storeId" IS DISTINCT FROM NEW."storeId"
        OR OLD."productId" IS DISTINCT FROM NEW."productId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt"
        OR OLD."cartId" IS DISTINCT FROM NEW."cartId")
    EXECUTE FUNCTION "read_epoch_cart_line"();

CREATE FUNCTION "read_epoch_cart"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'DELETE' THEN PERFORM "read_epoch_bump_once"('cart:' || NEW."userId"); END IF;
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD."userId" <> NEW."userId") THEN
        PERFORM "read_epoch_bump_once"('cart:' || OLD."userId");
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_cart_insert_delete" AFTER INSERT OR DELETE ON "Cart"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_cart"();
CREATE TRIGGER "read_epoch_cart_update" AFTER UPDATE ON "Cart"
    FOR EACH ROW WHEN (OLD."shopId" IS DISTINCT FROM NEW."shopId"
        OR OLD."customStoreId" IS DISTINCT FROM NEW."customStoreId" OR OLD."userId" <> NEW."userId")
    EXECUTE FUNCTION "read_epoch_cart"();

CREATE FUNCTION "read_epoch_delivery_type"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "read_epoch_bump_once"('cart:' || NEW."id");
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_user_delivery_type" AFTER UPDATE OF "deliveryType" ON "User"
    FOR EACH ROW WHEN (OLD."deliveryType" IS DISTINCT FROM NEW."deliveryType")
    EXECUTE FUNCTION "read_epoch_delivery_type"();

-- The customers' keys NOTIFY their own channel: PostgreSQL sends each NOTIFY to every connection
-- LISTENing on its channel, and an app process LISTENs to this one only while it answers for
-- customers' keys (the basket optimizer), so a cart change wakes no process that has no use for it.
CREATE OR REPLACE FUNCTION "read_epoch_notify"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    bumped TEXT := coalesce(current_setting('galli.bumped', true), '');
BEGIN
    PERFORM pg_notify(CASE WHEN NEW."key" LIKE 'cart:%' THEN 'galli_cart_epoch' ELSE 'galli_read_epoch' END,
        NEW."version"::text || ' ' || NEW."key");
    IF bumped <> '*' THEN
        bumped := bumped || NEW."version"::text || ' ' || NEW."key" || E'\n';
        PERFORM set_config('galli.bumped', CASE WHEN length(bumped) > 4000 THEN '*' ELSE bumped END, true);
    END IF;
    RETURN NULL;
END;
$$;
