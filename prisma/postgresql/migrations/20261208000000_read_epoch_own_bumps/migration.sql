-- A transaction can read back the versions it bumped before it commits: each write of a ReadEpoch
-- row also appends "<version> <key>" to the transaction-local setting galli.bumped (reset when the
-- transaction ends, rolled back with a rolled-back savepoint). The app's plain-SQL transactions
-- (server/src/lib/pg-tx.ts) read it in their COMMIT's message, so the process knows its own
-- commit's versions at once instead of waiting a round trip for its NOTIFYs. A transaction that
-- bumps very many keys (a reset of every version) gets "*": the app then waits for the NOTIFYs.
CREATE OR REPLACE FUNCTION "read_epoch_notify"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    bumped TEXT := coalesce(current_setting('galli.bumped', true), '');
BEGIN
    PERFORM pg_notify('galli_read_epoch', NEW."version"::text || ' ' || NEW."key");
    IF bumped <> '*' THEN
        bumped := bumped || NEW."version"::text || ' ' || NEW."key" || E'\n';
        PERFORM set_config('galli.bumped', CASE WHEN length(bumped) > 4000 THEN '*' ELSE bumped END, true);
    END IF;
    RETURN NULL;
END;
$$;
