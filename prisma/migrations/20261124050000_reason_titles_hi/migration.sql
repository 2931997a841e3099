-- AlterTable
ALTER TABLE "ReasonTitle" ADD COLUMN "titleHi" TEXT;

