-- A shop's status: onboarding (created by partner onboarding, hidden until approved), live, or
-- suspended by the operations console; customers see only live shops. A customer suspended by the
-- operations console cannot sign in, refresh or use a token while suspendedAt is set.
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'live';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendedAt" TIMESTAMP(3);
