-- AlterTable
ALTER TABLE "WalletEntry" ADD COLUMN "orderId" TEXT;

-- CreateTable
CREATE TABLE "PromoGrant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "promoId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "uses" INTEGER NOT NULL DEFAULT 1,
    "source" TEXT NOT NULL DEFAULT 'issued',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PromoGrant_promoId_fkey" FOREIGN KEY ("promoId") REFERENCES "Promo" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Job" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "dueAt" DATETIME NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastRunAt" DATETIME,
    "lastOkAt" DATETIME,
    "lastError" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "JobLease" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Refund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT,
    "paymentId" TEXT,
    "orderId" TEXT,
    "orderItemId" TEXT,
    "userId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "destination" TEXT NOT NULL,
    "method" TEXT NOT NULL DEFAULT 'wallet',
    "providerRefundId" TEXT,
    "status" TEXT NOT NULL,
    "failureReason" TEXT,
    "reason" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expectedAt" DATETIME,
    "processedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Refund" ("amount", "createdAt", "destination", "id", "orderId", "paymentId", "providerRefundId", "reason", "status", "userId") SELECT "amount", "createdAt", "destination", "id", "orderId", "paymentId", "providerRefundId", "reason", "status", "userId" FROM "Refund";
DROP TABLE "Refund";
ALTER TABLE "new_Refund" RENAME TO "Refund";
CREATE UNIQUE INDEX "Refund_key_key" ON "Refund"("key");
CREATE UNIQUE INDEX "Refund_providerRefundId_key" ON "Refund"("providerRefundId");
CREATE INDEX "Refund_userId_createdAt_idx" ON "Refund"("userId", "createdAt");
CREATE INDEX "Refund_status_destination_idx" ON "Refund"("status", "destination");
CREATE TABLE "new_Promo" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "shopId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "hideFromPublic" BOOLEAN NOT NULL DEFAULT false,
    "customerScope" INTEGER NOT NULL DEFAULT 1,
    "valueType" INTEGER NOT NULL,
    "offerType" INTEGER NOT NULL,
    "codeValue" INTEGER NOT NULL,
    "priceLimit" INTEGER NOT NULL DEFAULT 0,
    "minPurchaseEnable" BOOLEAN NOT NULL DEFAULT false,
    "minPurchaseType" INTEGER NOT NULL DEFAULT 1,
    "minPurchaseValue" INTEGER NOT NULL DEFAULT 0,
    "limitedUsersPerDay" INTEGER NOT NULL DEFAULT 0,
    "maxLimit" INTEGER NOT NULL DEFAULT 0,
    "perCustomerLimit" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Promo_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Promo" ("code", "codeValue", "createdAt", "customerScope", "expiresAt", "hideFromPublic", "id", "limitedUsersPerDay", "maxLimit", "minPurchaseEnable", "minPurchaseType", "minPurchaseValue", "offerType", "priceLimit", "shopId", "title", "valueType") SELECT "code", "codeValue", "createdAt", "customerScope", "expiresAt", "hideFromPublic", "id", "limitedUsersPerDay", "maxLimit", "minPurchaseEnable", "minPurchaseType", "minPurchaseValue", "offerType", "priceLimit", "shopId", "title", "valueType" FROM "Promo";
DROP TABLE "Promo";
ALTER TABLE "new_Promo" RENAME TO "Promo";
CREATE UNIQUE INDEX "Promo_code_key" ON "Promo"("code");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "PromoGrant_userId_idx" ON "PromoGrant"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PromoGrant_promoId_userId_key" ON "PromoGrant"("promoId", "userId");

-- CreateIndex
CREATE INDEX "PromoRedemption_promoId_userId_idx" ON "PromoRedemption"("promoId", "userId");


-- Refunds the provider already holds were 'pending'; the tracker calls that state 'initiated'.
UPDATE "Refund" SET "status" = 'initiated' WHERE "status" = 'pending';
UPDATE "Refund" SET "processedAt" = "createdAt" WHERE "status" = 'processed';
UPDATE "Refund" SET "method" = 'other' WHERE "destination" = 'bank';
