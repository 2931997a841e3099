-- AlterTable
ALTER TABLE "CaptchaChallenge" ADD COLUMN "demoAnswer" TEXT;
