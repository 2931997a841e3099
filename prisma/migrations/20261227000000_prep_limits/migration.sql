-- Preparation limits: a shop's cap on its orders for immediate delivery in any rolling 60 minutes
-- (null: no limit); the index the shop tiles find the capped shops by, and the one the placing
-- count and the tiles read a shop's orders of the hour through.
ALTER TABLE "Shop" ADD COLUMN "ordersPerHour" INTEGER;

CREATE INDEX "Shop_ordersPerHour_idx" ON "Shop"("ordersPerHour");

CREATE INDEX "Order_shopId_orderedAt_idx" ON "Order"("shopId", "orderedAt");
