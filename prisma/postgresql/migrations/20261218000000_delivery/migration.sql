-- The last mile (modules/delivery): the delivery state, the door code, the member on the trip and
-- the trip's moments on each order; the SQLite twin is the migration of the same name.
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "assignedAt" TIMESTAMP(3),
ADD COLUMN     "cashCollected" INTEGER,
ADD COLUMN     "cashReason" TEXT,
ADD COLUMN     "deliveryCode" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "deliveryCodeLockedUntil" TIMESTAMP(3),
ADD COLUMN     "deliveryCodeTries" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "deliveryMemberId" TEXT,
ADD COLUMN     "deliveryState" TEXT,
ADD COLUMN     "failReason" TEXT,
ADD COLUMN     "failedAt" TIMESTAMP(3),
ADD COLUMN     "pickedUpAt" TIMESTAMP(3),
ADD COLUMN     "positionAt" TIMESTAMP(3),
ADD COLUMN     "positionLat" DOUBLE PRECISION,
ADD COLUMN     "positionLng" DOUBLE PRECISION,
ADD COLUMN     "promisedAt" TIMESTAMP(3),
ADD COLUMN     "returnedAt" TIMESTAMP(3),
ADD COLUMN     "tripDistanceM" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tripEndLat" DOUBLE PRECISION,
ADD COLUMN     "tripEndLng" DOUBLE PRECISION,
ADD COLUMN     "tripStartLat" DOUBLE PRECISION,
ADD COLUMN     "tripStartLng" DOUBLE PRECISION;

-- CreateIndex
CREATE INDEX "Order_deliveryMemberId_idx" ON "Order"("deliveryMemberId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_deliveryMemberId_fkey" FOREIGN KEY ("deliveryMemberId") REFERENCES "StaffMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every open order gets its door code (4 digits); new orders get theirs when placed.
UPDATE "Order" SET "deliveryCode" = lpad(floor(random() * 10000)::int::text, 4, '0') WHERE "status" BETWEEN 1 AND 4;
