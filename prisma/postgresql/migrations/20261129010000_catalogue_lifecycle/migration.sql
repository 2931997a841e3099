-- The catalogue lifecycle: a product's status (draft, review, live, changes, rejected; existing products
-- are live), the shop that made it, its barcode, tax, HSN and MFG/EXP, the change requests with their
-- history, a not-yet-live product's per-store offers and the uploaded images.
-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "barcode" TEXT,
ADD COLUMN     "categoryChosen" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "expDate" TEXT,
ADD COLUMN     "expKind" TEXT,
ADD COLUMN     "hsn" TEXT,
ADD COLUMN     "mfgDate" TEXT,
ADD COLUMN     "reviewNote" TEXT,
ADD COLUMN     "shopId" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'live',
ADD COLUMN     "taxPercent" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "ProductChange" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ProductChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DraftOffer" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "sellingPrice" INTEGER NOT NULL,
    "offerPercent" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DraftOffer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductUpload" (
    "name" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductUpload_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "ProductChange_status_submittedAt_idx" ON "ProductChange"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "ProductChange_productId_createdAt_idx" ON "ProductChange"("productId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DraftOffer_productId_storeId_key" ON "DraftOffer"("productId", "storeId");

-- CreateIndex
CREATE INDEX "ProductUpload_productId_idx" ON "ProductUpload"("productId");

-- CreateIndex
CREATE INDEX "Product_shopId_status_idx" ON "Product"("shopId", "status");

-- AddForeignKey
ALTER TABLE "ProductChange" ADD CONSTRAINT "ProductChange_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DraftOffer" ADD CONSTRAINT "DraftOffer_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

