-- "consoles": the version of every console guard's answer (plugins/console-guard.ts): a session's
-- end (sign-out, expiry moved, deleted), a member's status, role, custom role, merchant or name, a
-- custom role's privileges, and which shops and stores a merchant has. Bumped in the transaction of
-- the write, so every process drops the members it keeps on its next request: a signed-out session
-- or a suspended member stops at once, as when every request read them (the SQLite migration has
-- the same name). A new session bumps nothing: no process keeps it yet.

CREATE FUNCTION "read_epoch_consoles"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "read_epoch_bump"('consoles');
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_consoles_staff_session_update" AFTER UPDATE ON "StaffSession"
    FOR EACH ROW WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt" OR OLD."expiresAt" IS DISTINCT FROM NEW."expiresAt" OR OLD."staffId" IS DISTINCT FROM NEW."staffId")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_staff_session_delete" AFTER DELETE ON "StaffSession"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_staff_member_update" AFTER UPDATE ON "StaffMember"
    FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."customRoleId" IS DISTINCT FROM NEW."customRoleId" OR OLD."merchantId" IS DISTINCT FROM NEW."merchantId" OR OLD."name" IS DISTINCT FROM NEW."name")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_staff_member_delete" AFTER DELETE ON "StaffMember"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_staff_role_update" AFTER UPDATE ON "StaffRole"
    FOR EACH ROW WHEN (OLD."privileges" IS DISTINCT FROM NEW."privileges")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_staff_role_delete" AFTER DELETE ON "StaffRole"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_shop_insert" AFTER INSERT ON "Shop"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_shop_owner" AFTER UPDATE ON "Shop"
    FOR EACH ROW WHEN (OLD."merchantId" IS DISTINCT FROM NEW."merchantId")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_shop_delete" AFTER DELETE ON "Shop"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_store_insert" AFTER INSERT ON "Store"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_store_owner" AFTER UPDATE ON "Store"
    FOR EACH ROW WHEN (OLD."shopId" IS DISTINCT FROM NEW."shopId")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_store_delete" AFTER DELETE ON "Store"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_ops_session_update" AFTER UPDATE ON "OpsSession"
    FOR EACH ROW WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt" OR OLD."expiresAt" IS DISTINCT FROM NEW."expiresAt" OR OLD."opsId" IS DISTINCT FROM NEW."opsId")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_ops_session_delete" AFTER DELETE ON "OpsSession"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_ops_staff_update" AFTER UPDATE ON "OpsStaff"
    FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."mobile" IS DISTINCT FROM NEW."mobile")
    EXECUTE FUNCTION "read_epoch_consoles"();

CREATE TRIGGER "read_epoch_consoles_ops_staff_delete" AFTER DELETE ON "OpsStaff"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_consoles"();

-- "api-keys": the version of the merchant API's callers (modules/inventory/auth.ts): a key revoked,
-- moved or deleted, a store's key or shop changed, a shop moved to another merchant, a store or shop
-- deleted. A key's "last used" stamp bumps nothing.

CREATE FUNCTION "read_epoch_api_keys"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "read_epoch_bump"('api-keys');
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_api_keys_key_update" AFTER UPDATE ON "MerchantApiKey"
    FOR EACH ROW WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt" OR OLD."merchantId" IS DISTINCT FROM NEW."merchantId" OR OLD."tokenHash" IS DISTINCT FROM NEW."tokenHash")
    EXECUTE FUNCTION "read_epoch_api_keys"();

CREATE TRIGGER "read_epoch_api_keys_key_delete" AFTER DELETE ON "MerchantApiKey"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_api_keys"();

CREATE TRIGGER "read_epoch_api_keys_store_key" AFTER UPDATE ON "Store"
    FOR EACH ROW WHEN (OLD."storeKey" IS DISTINCT FROM NEW."storeKey" OR OLD."shopId" IS DISTINCT FROM NEW."shopId")
    EXECUTE FUNCTION "read_epoch_api_keys"();

CREATE TRIGGER "read_epoch_api_keys_store_delete" AFTER DELETE ON "Store"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_api_keys"();

CREATE TRIGGER "read_epoch_api_keys_shop_owner" AFTER UPDATE ON "Shop"
    FOR EACH ROW WHEN (OLD."merchantId" IS DISTINCT FROM NEW."merchantId")
    EXECUTE FUNCTION "read_epoch_api_keys"();

CREATE TRIGGER "read_epoch_api_keys_shop_delete" AFTER DELETE ON "Shop"
    FOR EACH ROW
    EXECUTE FUNCTION "read_epoch_api_keys"();
