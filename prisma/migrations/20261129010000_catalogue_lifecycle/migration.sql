-- The catalogue lifecycle: a product's status (draft, review, live, changes, rejected; existing products
-- are live), the shop that made it, its barcode, tax, HSN and MFG/EXP, the change requests with their
-- history, a not-yet-live product's per-store offers and the uploaded images.
-- CreateTable
CREATE TABLE "ProductChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "shopId" TEXT,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "authorMobile" TEXT NOT NULL,
    "reviewerId" TEXT,
    "reviewerName" TEXT,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "submittedAt" DATETIME,
    "decidedAt" DATETIME,
    CONSTRAINT "ProductChange_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DraftOffer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "sellingPrice" INTEGER NOT NULL,
    "offerPercent" REAL NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DraftOffer_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductUpload" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable (columns added in place: the table keeps its read-epoch and search triggers)
ALTER TABLE "Product" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'live';
ALTER TABLE "Product" ADD COLUMN "shopId" TEXT;
ALTER TABLE "Product" ADD COLUMN "categoryChosen" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Product" ADD COLUMN "barcode" TEXT;
ALTER TABLE "Product" ADD COLUMN "taxPercent" REAL;
ALTER TABLE "Product" ADD COLUMN "hsn" TEXT;
ALTER TABLE "Product" ADD COLUMN "mfgDate" TEXT;
ALTER TABLE "Product" ADD COLUMN "expKind" TEXT;
ALTER TABLE "Product" ADD COLUMN "expDate" TEXT;
ALTER TABLE "Product" ADD COLUMN "reviewNote" TEXT;

-- CreateIndex
CREATE INDEX "Product_shopId_status_idx" ON "Product"("shopId", "status");

-- CreateIndex
CREATE INDEX "ProductChange_status_submittedAt_idx" ON "ProductChange"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "ProductChange_productId_createdAt_idx" ON "ProductChange"("productId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DraftOffer_productId_storeId_key" ON "DraftOffer"("productId", "storeId");

-- CreateIndex
CREATE INDEX "ProductUpload_productId_idx" ON "ProductUpload"("productId");

