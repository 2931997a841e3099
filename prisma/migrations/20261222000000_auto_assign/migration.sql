-- A shop may have its ready delivery orders assigned by themselves (off until the shop turns it on).
ALTER TABLE "Shop" ADD COLUMN "autoAssignDeliveries" BOOLEAN NOT NULL DEFAULT false;
