-- "consoles": the version of every console guard's answer (plugins/console-guard.ts): a session's
-- end (sign-out, expiry moved, deleted), a member's status, role, custom role, merchant or name, a
-- custom role's privileges, and which shops and stores a merchant has. Bumped in the transaction of
-- the write, so every process drops the members it keeps on its next request: a signed-out session
-- or a suspended member stops at once, as when every request read them (the PostgreSQL twin has the
-- migration of the same name). A new session bumps nothing: no process keeps it yet.

CREATE TRIGGER "read_epoch_consoles_staff_session_update" AFTER UPDATE ON "StaffSession"
    WHEN OLD."revokedAt" IS NOT NEW."revokedAt" OR OLD."expiresAt" IS NOT NEW."expiresAt" OR OLD."staffId" IS NOT NEW."staffId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_staff_session_delete" AFTER DELETE ON "StaffSession" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_staff_member_update" AFTER UPDATE ON "StaffMember"
    WHEN OLD."status" IS NOT NEW."status" OR OLD."role" IS NOT NEW."role" OR OLD."customRoleId" IS NOT NEW."customRoleId" OR OLD."merchantId" IS NOT NEW."merchantId" OR OLD."name" IS NOT NEW."name" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_staff_member_delete" AFTER DELETE ON "StaffMember" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_staff_role_update" AFTER UPDATE ON "StaffRole"
    WHEN OLD."privileges" IS NOT NEW."privileges" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_staff_role_delete" AFTER DELETE ON "StaffRole" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_shop_insert" AFTER INSERT ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_shop_owner" AFTER UPDATE ON "Shop"
    WHEN OLD."merchantId" IS NOT NEW."merchantId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_shop_delete" AFTER DELETE ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_store_insert" AFTER INSERT ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_store_owner" AFTER UPDATE ON "Store"
    WHEN OLD."shopId" IS NOT NEW."shopId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_store_delete" AFTER DELETE ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_ops_session_update" AFTER UPDATE ON "OpsSession"
    WHEN OLD."revokedAt" IS NOT NEW."revokedAt" OR OLD."expiresAt" IS NOT NEW."expiresAt" OR OLD."opsId" IS NOT NEW."opsId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_ops_session_delete" AFTER DELETE ON "OpsSession" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_ops_staff_update" AFTER UPDATE ON "OpsStaff"
    WHEN OLD."status" IS NOT NEW."status" OR OLD."role" IS NOT NEW."role" OR OLD."name" IS NOT NEW."name" OR OLD."mobile" IS NOT NEW."mobile" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_consoles_ops_staff_delete" AFTER DELETE ON "OpsStaff" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('consoles', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

-- "api-keys": the version of the merchant API's callers (modules/inventory/auth.ts): a key revoked,
-- moved or deleted, a store's key or shop changed, a shop moved to another merchant, a store or shop
-- deleted. A key's "last used" stamp bumps nothing.

CREATE TRIGGER "read_epoch_api_keys_key_update" AFTER UPDATE ON "MerchantApiKey"
    WHEN OLD."revokedAt" IS NOT NEW."revokedAt" OR OLD."merchantId" IS NOT NEW."merchantId" OR OLD."tokenHash" IS NOT NEW."tokenHash" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('api-keys', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_api_keys_key_delete" AFTER DELETE ON "MerchantApiKey" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('api-keys', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_api_keys_store_key" AFTER UPDATE ON "Store"
    WHEN OLD."storeKey" IS NOT NEW."storeKey" OR OLD."shopId" IS NOT NEW."shopId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('api-keys', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_api_keys_store_delete" AFTER DELETE ON "Store" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('api-keys', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_api_keys_shop_owner" AFTER UPDATE ON "Shop"
    WHEN OLD."merchantId" IS NOT NEW."merchantId" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('api-keys', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;

CREATE TRIGGER "read_epoch_api_keys_shop_delete" AFTER DELETE ON "Shop" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('api-keys', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
