-- The operations console's desk: when and why a shop or a customer was suspended, and when the
-- customer made an order line's open replacement or undelivered request (a request the shop leaves
-- waiting over 48 hours goes to Galli).
-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "escalatedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "suspendReason" TEXT,
ADD COLUMN     "suspendedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendReason" TEXT;
