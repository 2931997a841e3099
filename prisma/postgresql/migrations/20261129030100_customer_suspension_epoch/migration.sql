-- "suspensions": the version of the set of suspended customers (User.suspendedAt), bumped in the
-- transaction that suspends or restores one, so every process refuses a suspended customer's
-- tokens on its next request without reading the user row on every call (server/src/lib/suspensions.ts).
CREATE FUNCTION "read_epoch_suspensions"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "read_epoch_bump"('suspensions');
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_user_suspension" AFTER UPDATE OF "suspendedAt" ON "User"
    FOR EACH ROW WHEN (OLD."suspendedAt" IS DISTINCT FROM NEW."suspendedAt")
    EXECUTE FUNCTION "read_epoch_suspensions"();
