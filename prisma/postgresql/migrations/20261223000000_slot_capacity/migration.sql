-- Delivery slot capacity and cut-off per store; a slot closed by hand on a date (and the row an
-- order placement locks before it counts the slot's orders).
ALTER TABLE "Store" ADD COLUMN "slotRules" TEXT NOT NULL DEFAULT '';

CREATE TABLE "SlotDay" (
    "storeId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "slot" TEXT NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlotDay_pkey" PRIMARY KEY ("storeId","date","slot")
);

CREATE INDEX "Order_storeId_preferredDate_preferredSlot_idx" ON "Order"("storeId", "preferredDate", "preferredSlot");
