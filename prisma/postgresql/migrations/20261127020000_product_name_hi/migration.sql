-- A product's name in Hindi (Devanagari), shown in Hindi mode and searchable.
-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "nameHi" TEXT;

-- The search document gains the Hindi name (weight A, as the name). A generated column's
-- expression cannot change in place: it and its index are made anew.
DROP INDEX "Product_search_document_idx";
ALTER TABLE "Product" DROP COLUMN "search_document";
ALTER TABLE "Product" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('galli_search'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('galli_search'::regconfig, coalesce("nameHi", '')), 'A') ||
    setweight(to_tsvector('galli_search'::regconfig, "brand"), 'B') ||
    setweight(to_tsvector('galli_search'::regconfig, "description"), 'D')
) STORED;
CREATE INDEX "Product_search_document_idx" ON "Product" USING gin ("search_document");
