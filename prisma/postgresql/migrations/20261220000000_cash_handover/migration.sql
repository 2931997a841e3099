-- Cash on delivery, end to end: the member who holds an order's cash and its handover to the shop
-- (modules/delivery/cash.ts); the SQLite twin is the migration of the same name.
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cashHandedOverAt" TIMESTAMP(3),
ADD COLUMN     "cashHandoverId" TEXT,
ADD COLUMN     "cashHolderId" TEXT;

-- CreateTable
CREATE TABLE "CashHandover" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "orders" INTEGER NOT NULL,
    "confirmedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CashHandover_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CashHandover_merchantId_createdAt_idx" ON "CashHandover"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "CashHandover_memberId_createdAt_idx" ON "CashHandover"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_cashHolderId_cashHandedOverAt_idx" ON "Order"("cashHolderId", "cashHandedOverAt");
