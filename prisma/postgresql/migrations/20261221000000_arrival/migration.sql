-- Arrival promised and measured: each shop's preparation time and delivery speed (the promise
-- shown before an order is placed is preparation plus distance over speed). The SQLite twin is
-- the migration of the same name.
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "deliverySpeedKmh" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "prepMinutes" INTEGER NOT NULL DEFAULT 15;

-- CreateIndex
CREATE INDEX "Order_shopId_deliveredAt_idx" ON "Order"("shopId", "deliveredAt");
