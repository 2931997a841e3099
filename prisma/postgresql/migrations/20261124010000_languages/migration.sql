-- AlterTable
ALTER TABLE "User" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "ContentPage" ADD COLUMN     "bodyHi" TEXT,
ADD COLUMN     "titleHi" TEXT;

