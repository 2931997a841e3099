-- "suspensions": the version of the set of suspended customers (User.suspendedAt), bumped in the
-- transaction that suspends or restores one, so every process refuses a suspended customer's
-- tokens on its next request without reading the user row on every call (server/src/lib/suspensions.ts).
CREATE TRIGGER "read_epoch_user_suspension" AFTER UPDATE OF "suspendedAt" ON "User"
WHEN OLD."suspendedAt" IS NOT NEW."suspendedAt" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('suspensions', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
