-- A product's name in Hindi (Devanagari), shown in Hindi mode and searchable.
-- AlterTable
ALTER TABLE "Product" ADD COLUMN "nameHi" TEXT;

-- The search index gains a name_hi column (weighted as the name). Its tokenizer keeps
-- Devanagari vowel signs and marks (U+0900-U+097F marks as token characters), so आटा stays one
-- word instead of splitting at its vowel sign. FTS5 columns and tokenizers cannot change in place:
-- the table, its vocabulary and the triggers that write it are made anew and filled again.
DROP TRIGGER "product_fts_after_insert";
DROP TRIGGER "product_fts_after_update";
DROP TRIGGER "product_fts_after_category_update";
DROP TABLE "product_fts_vocab";
DROP TABLE "product_fts";

CREATE VIRTUAL TABLE "product_fts" USING fts5(
    name,
    brand,
    description,
    category_path,
    name_hi,
    tokenize = 'unicode61 remove_diacritics 2 tokenchars ''ऀँंःऺऻ़ािीुूृॄॅॆेैॉॊोौ्ॎॏ॒॑॓॔ॕॖॗॢॣ''',
    prefix = '2 3'
);

CREATE VIRTUAL TABLE "product_fts_vocab" USING fts5vocab("product_fts", 'row');

CREATE TRIGGER "product_fts_after_insert" AFTER INSERT ON "Product" BEGIN
    INSERT OR IGNORE INTO "product_search_key" ("product_id") VALUES (NEW."id");
    DELETE FROM "product_fts" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
    INSERT INTO "product_fts" (rowid, name, brand, description, category_path, name_hi)
    VALUES (
        (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id"),
        NEW."name", NEW."brand", NEW."description",
        COALESCE((SELECT "path" FROM "Category" WHERE "id" = NEW."categoryId"), ''),
        COALESCE(NEW."nameHi", '')
    );
END;

CREATE TRIGGER "product_fts_after_update" AFTER UPDATE OF "name", "nameHi", "brand", "description", "categoryId" ON "Product" BEGIN
    UPDATE "product_fts" SET
        name = NEW."name",
        brand = NEW."brand",
        description = NEW."description",
        category_path = COALESCE((SELECT "path" FROM "Category" WHERE "id" = NEW."categoryId"), ''),
        name_hi = COALESCE(NEW."nameHi", '')
    WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
END;

CREATE TRIGGER "product_fts_after_category_update" AFTER UPDATE OF "path" ON "Category" BEGIN
    UPDATE "product_fts" SET category_path = NEW."path"
    WHERE rowid IN (
        SELECT k."id" FROM "product_search_key" k JOIN "Product" p ON p."id" = k."product_id"
        WHERE p."categoryId" = NEW."id"
    );
END;

INSERT INTO "product_fts" (rowid, name, brand, description, category_path, name_hi)
SELECT k."id", p."name", p."brand", p."description", COALESCE(c."path", ''), COALESCE(p."nameHi", '')
FROM "product_search_key" k
JOIN "Product" p ON p."id" = k."product_id"
LEFT JOIN "Category" c ON c."id" = p."categoryId";
