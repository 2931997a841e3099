-- The index the schema declares for SQLite's one-sequence versions (prisma/migrations/
-- 20261124010000_read_epoch_sequence). PostgreSQL keeps per-key counters: concurrent writers
-- could commit versions out of order there, so its readers look each key up (read-epochs.ts).
-- CreateIndex
CREATE INDEX "ReadEpoch_version_idx" ON "ReadEpoch"("version");
