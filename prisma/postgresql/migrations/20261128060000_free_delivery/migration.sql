-- A shop's free-delivery rule (store settings): delivery by the shop costs nothing from this item
-- total, in paise (0 = no rule).
-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "freeDeliveryFrom" INTEGER NOT NULL DEFAULT 0;
