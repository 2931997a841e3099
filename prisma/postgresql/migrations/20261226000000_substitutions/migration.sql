-- Substitutions (issue 53): each line's rule when it is short at packing (similar | call | refund,
-- "" = the order's), the order's rule, the customer's remembered default, and the short lines with
-- their proposed substitutes.
ALTER TABLE "User" ADD COLUMN "substitutionDefault" TEXT NOT NULL DEFAULT 'similar';
ALTER TABLE "Order" ADD COLUMN "substitutionRule" TEXT NOT NULL DEFAULT 'similar';
ALTER TABLE "Order" ADD COLUMN "substitutionRefund" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Order" ADD COLUMN "cashNotCharged" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "OrderItem" ADD COLUMN "substitutionRule" TEXT NOT NULL DEFAULT '';

CREATE TABLE "OrderSubstitution" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "orderItemId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "shortQty" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "subProductId" TEXT,
    "subStoreProductId" TEXT,
    "subName" TEXT,
    "subUnit" TEXT,
    "subImage" TEXT,
    "subQty" INTEGER,
    "subNetPrice" INTEGER,
    "subTaxPercent" DOUBLE PRECISION,
    "subValue" INTEGER,
    "state" TEXT NOT NULL,
    "answeredBy" TEXT,
    "callRequested" BOOLEAN NOT NULL DEFAULT false,
    "refund" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrderSubstitution_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "OrderSubstitution_orderId_idx" ON "OrderSubstitution"("orderId");
CREATE INDEX "OrderSubstitution_state_expiresAt_idx" ON "OrderSubstitution"("state", "expiresAt");
ALTER TABLE "OrderSubstitution" ADD CONSTRAINT "OrderSubstitution_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
