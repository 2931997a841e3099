-- Preparation limits: a shop's cap on each store's orders for immediate delivery in any rolling 60
-- minutes (null: no limit); the index the shop tiles find the capped shops by, and the one the
-- placing count and the tiles read a store's orders of the hour through.
ALTER TABLE "Shop" ADD COLUMN "ordersPerHour" INTEGER;

CREATE INDEX "Shop_ordersPerHour_idx" ON "Shop"("ordersPerHour");

CREATE INDEX "Order_storeId_orderedAt_idx" ON "Order"("storeId", "orderedAt");
