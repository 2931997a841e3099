-- Money to the shops: commission rules (by shop, category or default; online and cash on delivery),
-- the commission frozen on each order line when the order is placed, and the shops' double-entry
-- ledger (journals with deterministic keys, entries in signed paise).
-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "commission" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "commissionBps" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "commissionRuleId" TEXT;

-- CreateTable
CREATE TABLE "CommissionRule" (
    "id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "shopId" TEXT,
    "categoryId" TEXT,
    "payment" TEXT NOT NULL,
    "bps" INTEGER NOT NULL,
    "minimum" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CommissionRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderId" TEXT,
    "payoutId" TEXT,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerJournal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL,
    "journalId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderId" TEXT,
    "account" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "settledPayoutId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "LedgerJournal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "commission": the version of the commission rules and the category tree they resolve through,
-- bumped in the transaction of every change, so each process's cache of the rules (used when an
-- order is placed) is exact (server/src/modules/ledger/rules-cache.ts).
CREATE FUNCTION "read_epoch_commission"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "read_epoch_bump"('commission');
    RETURN NULL;
END;
$$;

CREATE TRIGGER "read_epoch_commission_rule" AFTER INSERT OR UPDATE OR DELETE ON "CommissionRule"
    FOR EACH STATEMENT EXECUTE FUNCTION "read_epoch_commission"();

CREATE TRIGGER "read_epoch_category_commission" AFTER INSERT OR UPDATE OR DELETE ON "Category"
    FOR EACH STATEMENT EXECUTE FUNCTION "read_epoch_commission"();
