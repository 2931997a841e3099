-- Payouts to shops: each shop's bank account (verified by a penny drop, active 3 days after it is
-- added), the payouts made from the shops' cleared ledger entries, and the hold a bank change puts
-- on a shop's payouts.
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "payoutsHeldUntil" DATETIME;

-- CreateTable
CREATE TABLE "ShopBankAccount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "holderName" TEXT NOT NULL,
    "accountLast4" TEXT NOT NULL,
    "accountNumberHash" TEXT NOT NULL,
    "ifsc" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "verifiedAt" DATETIME,
    "verifiedName" TEXT,
    "validationId" TEXT,
    "routeAccountId" TEXT,
    "failureReason" TEXT,
    "activeFrom" DATETIME NOT NULL,
    "replacedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Payout" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "bankAccountId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "entryCount" INTEGER NOT NULL DEFAULT 0,
    "cutoffAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "transferId" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "failureReason" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Payout_bankAccountId_fkey" FOREIGN KEY ("bankAccountId") REFERENCES "ShopBankAccount" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ShopBankAccount_shopId_createdAt_idx" ON "ShopBankAccount"("shopId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payout_key_key" ON "Payout"("key");

-- CreateIndex
CREATE INDEX "Payout_shopId_createdAt_idx" ON "Payout"("shopId", "createdAt");

-- CreateIndex
CREATE INDEX "Payout_status_idx" ON "Payout"("status");

