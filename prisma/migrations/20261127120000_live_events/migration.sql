-- The live event log behind the customer's and the shop's event streams.
-- CreateTable
CREATE TABLE "LiveEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT,
    "storeId" TEXT,
    "type" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "LiveEvent_userId_id_idx" ON "LiveEvent"("userId", "id");

-- CreateIndex
CREATE INDEX "LiveEvent_storeId_id_idx" ON "LiveEvent"("storeId", "id");

-- CreateIndex
CREATE INDEX "LiveEvent_createdAt_idx" ON "LiveEvent"("createdAt");
