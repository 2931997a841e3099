-- Money to the shops: commission rules (by shop, category or default; online and cash on delivery),
-- the commission frozen on each order line when the order is placed, and the shops' double-entry
-- ledger (journals with deterministic keys, entries in signed paise).
-- CreateTable
CREATE TABLE "CommissionRule" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "scope" TEXT NOT NULL,
    "shopId" TEXT,
    "categoryId" TEXT,
    "payment" TEXT NOT NULL,
    "bps" INTEGER NOT NULL,
    "minimum" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderId" TEXT,
    "payoutId" TEXT,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "journalId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderId" TEXT,
    "account" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "settledPayoutId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LedgerEntry_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "LedgerJournal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN "commissionBps" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "OrderItem" ADD COLUMN "commission" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "OrderItem" ADD COLUMN "commissionRuleId" TEXT;

-- CreateIndex
CREATE INDEX "CommissionRule_scope_payment_active_idx" ON "CommissionRule"("scope", "payment", "active");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerJournal_key_key" ON "LedgerJournal"("key");

-- CreateIndex
CREATE INDEX "LedgerJournal_shopId_createdAt_idx" ON "LedgerJournal"("shopId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerJournal_orderId_idx" ON "LedgerJournal"("orderId");

-- CreateIndex
CREATE INDEX "LedgerJournal_payoutId_idx" ON "LedgerJournal"("payoutId");

-- CreateIndex
CREATE INDEX "LedgerEntry_journalId_idx" ON "LedgerEntry"("journalId");

-- CreateIndex
CREATE INDEX "LedgerEntry_shopId_account_createdAt_idx" ON "LedgerEntry"("shopId", "account", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_shopId_account_settledPayoutId_idx" ON "LedgerEntry"("shopId", "account", "settledPayoutId");

-- CreateIndex
CREATE INDEX "LedgerEntry_orderId_idx" ON "LedgerEntry"("orderId");

-- CreateIndex
CREATE INDEX "LedgerEntry_settledPayoutId_idx" ON "LedgerEntry"("settledPayoutId");

-- "commission": the version of the commission rules and the category tree they resolve through,
-- bumped in the transaction of every change, so each process's cache of the rules (used when an
-- order is placed) is exact (server/src/modules/ledger/rules-cache.ts).
CREATE TRIGGER "read_epoch_commission_rule_insert" AFTER INSERT ON "CommissionRule" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('commission', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
CREATE TRIGGER "read_epoch_commission_rule_update" AFTER UPDATE ON "CommissionRule" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('commission', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
CREATE TRIGGER "read_epoch_commission_rule_delete" AFTER DELETE ON "CommissionRule" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('commission', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
CREATE TRIGGER "read_epoch_category_commission_insert" AFTER INSERT ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('commission', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
CREATE TRIGGER "read_epoch_category_commission_update" AFTER UPDATE ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('commission', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
CREATE TRIGGER "read_epoch_category_commission_delete" AFTER DELETE ON "Category" BEGIN
    INSERT INTO "ReadEpoch" ("key", "version") VALUES ('commission', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
        ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version";
END;
