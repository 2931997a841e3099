-- A store's delivery area: a polygon and pincodes always in or always out ("" = the shop's radius).
ALTER TABLE "Store" ADD COLUMN "deliveryArea" TEXT NOT NULL DEFAULT '';
