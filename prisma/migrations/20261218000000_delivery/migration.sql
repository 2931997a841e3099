-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "checkoutId" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "paymentType" INTEGER NOT NULL,
    "modeName" TEXT NOT NULL,
    "deliveryType" INTEGER NOT NULL,
    "isEscalated" BOOLEAN NOT NULL DEFAULT false,
    "cancelSelectedStage" INTEGER NOT NULL DEFAULT 2,
    "grossPrice" INTEGER NOT NULL,
    "netPrice" INTEGER NOT NULL,
    "delivery" INTEGER NOT NULL DEFAULT 0,
    "packaging" INTEGER NOT NULL DEFAULT 0,
    "tax" INTEGER NOT NULL DEFAULT 0,
    "offerType" INTEGER NOT NULL DEFAULT 0,
    "offerAmount" INTEGER NOT NULL DEFAULT 0,
    "walletAmount" INTEGER NOT NULL DEFAULT 0,
    "onlineAmount" INTEGER NOT NULL DEFAULT 0,
    "amount" INTEGER NOT NULL,
    "promoId" TEXT,
    "street" TEXT NOT NULL DEFAULT '',
    "area" TEXT NOT NULL DEFAULT '',
    "zipcode" TEXT NOT NULL DEFAULT '',
    "landmark" TEXT,
    "lng" REAL NOT NULL DEFAULT 0,
    "lat" REAL NOT NULL DEFAULT 0,
    "distanceKm" REAL NOT NULL DEFAULT 0,
    "preferredDate" TEXT,
    "preferredSlot" TEXT,
    "notes" TEXT,
    "image" TEXT,
    "replacementUntil" DATETIME,
    "orderedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" DATETIME,
    "readyToShipAt" DATETIME,
    "shippingAt" DATETIME,
    "deliveredAt" DATETIME,
    "verifiedAt" DATETIME,
    "cancelledAt" DATETIME,
    "rejectedAt" DATETIME,
    "deniedAt" DATETIME,
    "cancelReason" TEXT,
    "cancelMessage" TEXT,
    "storeRefusalReason" TEXT,
    "lastBuzzAt" DATETIME,
    "deliveryState" TEXT,
    "deliveryCode" TEXT NOT NULL DEFAULT '',
    "deliveryMemberId" TEXT,
    "deliveryCodeTries" INTEGER NOT NULL DEFAULT 0,
    "deliveryCodeLockedUntil" DATETIME,
    "assignedAt" DATETIME,
    "pickedUpAt" DATETIME,
    "failedAt" DATETIME,
    "failReason" TEXT,
    "returnedAt" DATETIME,
    "cashCollected" INTEGER,
    "cashReason" TEXT,
    "promisedAt" DATETIME,
    "positionLat" REAL,
    "positionLng" REAL,
    "positionAt" DATETIME,
    "tripStartLat" REAL,
    "tripStartLng" REAL,
    "tripEndLat" REAL,
    "tripEndLng" REAL,
    "tripDistanceM" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_deliveryMemberId_fkey" FOREIGN KEY ("deliveryMemberId") REFERENCES "StaffMember" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_checkoutId_fkey" FOREIGN KEY ("checkoutId") REFERENCES "Checkout" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("acceptedAt", "amount", "area", "cancelMessage", "cancelReason", "cancelSelectedStage", "cancelledAt", "checkoutId", "createdAt", "deliveredAt", "delivery", "deliveryType", "deniedAt", "distanceKm", "grossPrice", "id", "image", "isEscalated", "landmark", "lastBuzzAt", "lat", "lng", "modeName", "netPrice", "notes", "offerAmount", "offerType", "onlineAmount", "orderNo", "orderedAt", "packaging", "paymentType", "preferredDate", "preferredSlot", "promoId", "readyToShipAt", "rejectedAt", "replacementUntil", "shippingAt", "shopId", "status", "storeId", "storeRefusalReason", "street", "tax", "updatedAt", "userId", "verifiedAt", "walletAmount", "zipcode") SELECT "acceptedAt", "amount", "area", "cancelMessage", "cancelReason", "cancelSelectedStage", "cancelledAt", "checkoutId", "createdAt", "deliveredAt", "delivery", "deliveryType", "deniedAt", "distanceKm", "grossPrice", "id", "image", "isEscalated", "landmark", "lastBuzzAt", "lat", "lng", "modeName", "netPrice", "notes", "offerAmount", "offerType", "onlineAmount", "orderNo", "orderedAt", "packaging", "paymentType", "preferredDate", "preferredSlot", "promoId", "readyToShipAt", "rejectedAt", "replacementUntil", "shippingAt", "shopId", "status", "storeId", "storeRefusalReason", "street", "tax", "updatedAt", "userId", "verifiedAt", "walletAmount", "zipcode" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_orderNo_key" ON "Order"("orderNo");
CREATE INDEX "Order_userId_status_createdAt_idx" ON "Order"("userId", "status", "createdAt");
CREATE INDEX "Order_deliveryMemberId_idx" ON "Order"("deliveryMemberId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Every open order gets its door code (4 digits); new orders get theirs when placed.
UPDATE "Order" SET "deliveryCode" = substr('0000' || abs(random() % 10000), -4) WHERE "status" BETWEEN 1 AND 4;
