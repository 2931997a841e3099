-- A promo's title in Hindi (the English title when empty).
ALTER TABLE "Promo" ADD COLUMN "titleHi" TEXT;
