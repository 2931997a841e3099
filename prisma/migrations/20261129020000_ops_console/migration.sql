-- The operations console: ops staff, their sessions and audit log; partner enquiries' state
-- (new | onboarded | declined); a merchant's KYC; a shop's way to going live.
-- CreateTable
CREATE TABLE "OpsStaff" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "OpsSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "opsId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OpsSession_opsId_fkey" FOREIGN KEY ("opsId") REFERENCES "OpsStaff" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OpsAudit" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "opsId" TEXT NOT NULL,
    "opsName" TEXT NOT NULL,
    "opsRole" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MerchantKyc" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "merchantId" TEXT NOT NULL,
    "pan" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "fssai" TEXT,
    "bankAccount" TEXT NOT NULL,
    "ifsc" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ShopOnboarding" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "enquiryId" TEXT,
    "mobileVerifiedAt" DATETIME,
    "approvedAt" DATETIME,
    "approvedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable
ALTER TABLE "Enquiry" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'new';
ALTER TABLE "Enquiry" ADD COLUMN "declineReason" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "decidedAt" DATETIME;
ALTER TABLE "Enquiry" ADD COLUMN "merchantId" TEXT;

-- CreateIndex
CREATE INDEX "Enquiry_status_createdAt_idx" ON "Enquiry"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OpsStaff_mobile_key" ON "OpsStaff"("mobile");

-- CreateIndex
CREATE INDEX "OpsSession_opsId_idx" ON "OpsSession"("opsId");

-- CreateIndex
CREATE INDEX "OpsAudit_createdAt_idx" ON "OpsAudit"("createdAt");

-- CreateIndex
CREATE INDEX "OpsAudit_action_createdAt_idx" ON "OpsAudit"("action", "createdAt");

-- CreateIndex
CREATE INDEX "OpsAudit_entity_entityId_idx" ON "OpsAudit"("entity", "entityId");

-- CreateIndex
CREATE UNIQUE INDEX "MerchantKyc_merchantId_key" ON "MerchantKyc"("merchantId");

-- CreateIndex
CREATE UNIQUE INDEX "ShopOnboarding_shopId_key" ON "ShopOnboarding"("shopId");

