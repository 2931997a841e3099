-- Full-text search over the catalogue (SQLite FTS5). The only raw SQL of the catalogue; the code
-- that queries it is server/src/modules/catalog/search-sqlite.ts (a PostgreSQL twin would use a
-- tsvector column and pg_trgm instead).
--
-- product_search_key gives every product a stable integer key for the FTS rowid (Product's own
-- rowid may change on VACUUM, its id is text). Triggers keep the index in step with Product and
-- Category, so a merchant's rename through the inventory API is searchable at once.

CREATE TABLE "product_search_key" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "product_id" TEXT NOT NULL UNIQUE
);

CREATE VIRTUAL TABLE "product_fts" USING fts5(
    name,
    brand,
    description,
    category_path,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);

-- The catalogue's words, for the one-letter typo fallback.
CREATE VIRTUAL TABLE "product_fts_vocab" USING fts5vocab("product_fts", 'row');

CREATE TRIGGER "product_fts_after_insert" AFTER INSERT ON "Product" BEGIN
    INSERT OR IGNORE INTO "product_search_key" ("product_id") VALUES (NEW."id");
    DELETE FROM "product_fts" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
    INSERT INTO "product_fts" (rowid, name, brand, description, category_path)
    VALUES (
        (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id"),
        NEW."name", NEW."brand", NEW."description",
        COALESCE((SELECT "path" FROM "Category" WHERE "id" = NEW."categoryId"), '')
    );
END;

CREATE TRIGGER "product_fts_after_update" AFTER UPDATE OF "name", "brand", "description", "categoryId" ON "Product" BEGIN
    UPDATE "product_fts" SET
        name = NEW."name",
        brand = NEW."brand",
        description = NEW."description",
        category_path = COALESCE((SELECT "path" FROM "Category" WHERE "id" = NEW."categoryId"), '')
    WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
END;

CREATE TRIGGER "product_fts_after_delete" AFTER DELETE ON "Product" BEGIN
    DELETE FROM "product_fts" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = OLD."id");
    DELETE FROM "product_search_key" WHERE "product_id" = OLD."id";
END;

CREATE TRIGGER "product_fts_after_category_update" AFTER UPDATE OF "path" ON "Category" BEGIN
    UPDATE "product_fts" SET category_path = NEW."path"
    WHERE rowid IN (
        SELECT k."id" FROM "product_search_key" k JOIN "Product" p ON p."id" = k."product_id"
        WHERE p."categoryId" = NEW."id"
    );
END;

-- Index whatever the database already holds (a database seeded before this migration).
INSERT OR IGNORE INTO "product_search_key" ("product_id") SELECT "id" FROM "Product" ORDER BY "id";
INSERT INTO "product_fts" (rowid, name, brand, description, category_path)
SELECT k."id", p."name", p."brand", p."description", COALESCE(c."path", '')
FROM "product_search_key" k
JOIN "Product" p ON p."id" = k."product_id"
LEFT JOIN "Category" c ON c."id" = p."categoryId";
