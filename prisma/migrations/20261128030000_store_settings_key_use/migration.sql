-- Store settings of the merchant console (weekly opening hours, holidays, temporary closure,
-- delivery radius) and when each merchant API key was last used.
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "weeklyHours" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Shop" ADD COLUMN "holidays" TEXT NOT NULL DEFAULT '[]';
ALTER TABLE "Shop" ADD COLUMN "temporarilyClosed" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Shop" ADD COLUMN "deliveryRadiusM" INTEGER NOT NULL DEFAULT 10000;

-- AlterTable
ALTER TABLE "MerchantApiKey" ADD COLUMN "lastUsedAt" DATETIME;
