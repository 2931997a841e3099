-- The operations console: ops staff, their sessions and audit log; partner enquiries' state
-- (new | onboarded | declined); a merchant's KYC; a shop's way to going live.
-- CreateTable
CREATE TABLE "OpsStaff" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OpsStaff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OpsSession" (
    "id" TEXT NOT NULL,
    "opsId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OpsSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OpsAudit" (
    "id" TEXT NOT NULL,
    "opsId" TEXT NOT NULL,
    "opsName" TEXT NOT NULL,
    "opsRole" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OpsAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MerchantKyc" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "pan" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "fssai" TEXT,
    "bankAccount" TEXT NOT NULL,
    "ifsc" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MerchantKyc_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopOnboarding" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "enquiryId" TEXT,
    "mobileVerifiedAt" TIMESTAMP(3),
    "approvedAt" TIMESTAMP(3),
    "approvedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopOnboarding_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "Enquiry" ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'new';
ALTER TABLE "Enquiry" ADD COLUMN     "declineReason" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN     "decidedAt" TIMESTAMP(3);
ALTER TABLE "Enquiry" ADD COLUMN     "merchantId" TEXT;

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


-- AddForeignKey
ALTER TABLE "OpsSession" ADD CONSTRAINT "OpsSession_opsId_fkey" FOREIGN KEY ("opsId") REFERENCES "OpsStaff"("id") ON DELETE CASCADE ON UPDATE CASCADE;
