-- Full-text search and the nearby-shops index on PostgreSQL: the twin of the SQLite migration
-- 20261121000100_catalog_search. The code that queries it is
-- server/src/modules/catalog/search-postgres.ts; the shops' box query is in
-- server/src/modules/shops/sql-postgres.ts.
--
-- A generated tsvector column per table (no triggers to keep in step): Product's name (weight A),
-- brand (B) and description (D), Category's path (C). A search reads both through the product's
-- category, so a category rename is searchable at once, as on SQLite. Words are folded like the
-- SQLite index (lower case, accents removed by unaccent) with the 'simple' dictionary: no stemming,
-- so "rice" never matches "riced" and both databases answer alike.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TEXT SEARCH CONFIGURATION galli_search (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION galli_search
    ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword, hword_numpart
    WITH unaccent, simple;

ALTER TABLE "Product" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('galli_search'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('galli_search'::regconfig, "brand"), 'B') ||
    setweight(to_tsvector('galli_search'::regconfig, "description"), 'D')
) STORED;
CREATE INDEX "Product_search_document_idx" ON "Product" USING gin ("search_document");

ALTER TABLE "Category" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('galli_search'::regconfig, "path"), 'C')
) STORED;
CREATE INDEX "Category_search_document_idx" ON "Category" USING gin ("search_document");

-- Product names by trigram: "did you mean" style lookups and ILIKE '%...%' filters stay indexed.
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING gin ("name" gin_trgm_ops);

-- Nearby shops: a GiST index on each store's point, answering "stores inside this box"
-- (point <@ box) without scanning; the same box SQLite answers from its (lat, lng) index.
CREATE INDEX "Store_point_idx" ON "Store" USING gist (point("lng", "lat"));
