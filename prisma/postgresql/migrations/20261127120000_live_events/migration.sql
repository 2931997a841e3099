-- The live event log behind the customer's and the shop's event streams.
-- CreateTable
CREATE TABLE "LiveEvent" (
    "id" SERIAL NOT NULL,
    "userId" TEXT,
    "storeId" TEXT,
    "type" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LiveEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveEvent_userId_id_idx" ON "LiveEvent"("userId", "id");

-- CreateIndex
CREATE INDEX "LiveEvent_storeId_id_idx" ON "LiveEvent"("storeId", "id");

-- CreateIndex
CREATE INDEX "LiveEvent_createdAt_idx" ON "LiveEvent"("createdAt");

-- Every committed insert wakes the app processes listening on "galli_live" (NOTIFY is delivered at
-- commit, once per transaction and payload); they then read the new rows from the table.
CREATE FUNCTION "galli_live_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('galli_live', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "LiveEvent_notify" AFTER INSERT ON "LiveEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "galli_live_notify"();
