-- Every new version reaches the app processes: each write of a ReadEpoch row (the bump functions,
-- the search index's own bump, a reset) NOTIFYs "galli_read_epoch" with "<version> <key>".
-- PostgreSQL delivers a NOTIFY only after its transaction commits, to every listener, in commit
-- order; server/src/lib/read-epochs.ts keeps the versions in memory from them. SQLite needs no
-- twin: its processes read the versions from the database file.
CREATE FUNCTION "read_epoch_notify"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('galli_read_epoch', NEW."version"::text || ' ' || NEW."key");
    RETURN NULL;
END;
$$;

CREATE TRIGGER "ReadEpoch_notify" AFTER INSERT OR UPDATE ON "ReadEpoch"
    FOR EACH ROW EXECUTE FUNCTION "read_epoch_notify"();
