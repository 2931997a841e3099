-- GST tax invoices: each shop's legal name and GSTIN, the HSN code frozen on each order line at
-- placement, the issued invoices and credit notes, and each shop's numbering per financial year.
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "gstin" TEXT;
ALTER TABLE "Shop" ADD COLUMN "legalName" TEXT;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN "hsn" TEXT;

-- CreateTable
CREATE TABLE "TaxInvoice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "refundId" TEXT,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "snapshot" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "TaxInvoiceCounter" (
    "shopId" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "next" INTEGER NOT NULL DEFAULT 1,

    PRIMARY KEY ("shopId", "financialYear", "kind")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaxInvoice_key_key" ON "TaxInvoice"("key");

-- CreateIndex
CREATE INDEX "TaxInvoice_orderId_idx" ON "TaxInvoice"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxInvoice_shopId_financialYear_number_key" ON "TaxInvoice"("shopId", "financialYear", "number");

