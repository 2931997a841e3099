-- Cash on delivery, end to end: the member who holds an order's cash and its handover to the shop
-- (modules/delivery/cash.ts). Existing delivered orders keep no holder: their cash was booked as the
-- shop's when delivered. The PostgreSQL twin is the migration of the same name.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "cashHandedOverAt" DATETIME;
ALTER TABLE "Order" ADD COLUMN "cashHandoverId" TEXT;
ALTER TABLE "Order" ADD COLUMN "cashHolderId" TEXT;

-- CreateTable
CREATE TABLE "CashHandover" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "merchantId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "orders" INTEGER NOT NULL,
    "confirmedById" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "CashHandover_merchantId_createdAt_idx" ON "CashHandover"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "CashHandover_memberId_createdAt_idx" ON "CashHandover"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_cashHolderId_cashHandedOverAt_idx" ON "Order"("cashHolderId", "cashHandedOverAt");

