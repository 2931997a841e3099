-- The merchant console: the shop's low stock limit (its home lists products below it) and the
-- reason a shop gives when it refuses an order's replacement or undelivered requests.
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "lowStockThreshold" INTEGER NOT NULL DEFAULT 5;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "storeRefusalReason" TEXT;
