-- Hindi names get a search index of their own. In one FTS5 table with the English columns, a
-- Hindi name's words counted in every row's length for bm25 (FTS5 normalises by the whole row),
-- so products with a Hindi name ranked lower for English and Hinglish words. `product_fts` is made
-- again with the English columns only (name, brand, description, category path) and
-- `product_fts_hi` holds the Hindi name under the same key (product_search_key), searched for
-- words typed in Devanagari. Both keep Devanagari vowel signs and marks as token characters.
DROP TRIGGER "product_fts_after_insert";
DROP TRIGGER "product_fts_after_update";
DROP TRIGGER "product_fts_after_delete";
DROP TRIGGER "product_fts_after_category_update";
DROP TABLE "product_fts_vocab";
DROP TABLE "product_fts";

CREATE VIRTUAL TABLE "product_fts" USING fts5(
    name,
    brand,
    description,
    category_path,
    tokenize = 'unicode61 remove_diacritics 2 tokenchars ''ऀँंःऺऻ़ािीुूृॄॅॆेैॉॊोौ्ॎॏ॒॑॓॔ॕॖॗॢॣ''',
    prefix = '2 3'
);

CREATE VIRTUAL TABLE "product_fts_vocab" USING fts5vocab("product_fts", 'row');

CREATE VIRTUAL TABLE "product_fts_hi" USING fts5(
    name_hi,
    tokenize = 'unicode61 remove_diacritics 2 tokenchars ''ऀँंःऺऻ़ािीुूृॄॅॆेैॉॊोौ्ॎॏ॒॑॓॔ॕॖॗॢॣ''',
    prefix = '2 3'
);

CREATE VIRTUAL TABLE "product_fts_hi_vocab" USING fts5vocab("product_fts_hi", 'row');

CREATE TRIGGER "product_fts_after_insert" AFTER INSERT ON "Product" BEGIN
    INSERT OR IGNORE INTO "product_search_key" ("product_id") VALUES (NEW."id");
    DELETE FROM "product_fts" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
    DELETE FROM "product_fts_hi" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
    INSERT INTO "product_fts" (rowid, name, brand, description, category_path)
    VALUES (
        (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id"),
        NEW."name", NEW."brand", NEW."description",
        COALESCE((SELECT "path" FROM "Category" WHERE "id" = NEW."categoryId"), '')
    );
    INSERT INTO "product_fts_hi" (rowid, name_hi)
    SELECT (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id"), NEW."nameHi"
    WHERE NEW."nameHi" IS NOT NULL AND NEW."nameHi" <> '';
END;

CREATE TRIGGER "product_fts_after_update" AFTER UPDATE OF "name", "brand", "description", "categoryId" ON "Product" BEGIN
    UPDATE "product_fts" SET
        name = NEW."name",
        brand = NEW."brand",
        description = NEW."description",
        category_path = COALESCE((SELECT "path" FROM "Category" WHERE "id" = NEW."categoryId"), '')
    WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
END;

CREATE TRIGGER "product_fts_hi_after_update" AFTER UPDATE OF "nameHi" ON "Product" BEGIN
    DELETE FROM "product_fts_hi" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id");
    INSERT INTO "product_fts_hi" (rowid, name_hi)
    SELECT (SELECT "id" FROM "product_search_key" WHERE "product_id" = NEW."id"), NEW."nameHi"
    WHERE NEW."nameHi" IS NOT NULL AND NEW."nameHi" <> '';
END;

CREATE TRIGGER "product_fts_after_delete" AFTER DELETE ON "Product" BEGIN
    DELETE FROM "product_fts" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = OLD."id");
    DELETE FROM "product_fts_hi" WHERE rowid = (SELECT "id" FROM "product_search_key" WHERE "product_id" = OLD."id");
    DELETE FROM "product_search_key" WHERE "product_id" = OLD."id";
END;

CREATE TRIGGER "product_fts_after_category_update" AFTER UPDATE OF "path" ON "Category" BEGIN
    UPDATE "product_fts" SET category_path = NEW."path"
    WHERE rowid IN (
        SELECT k."id" FROM "product_search_key" k JOIN "Product" p ON p."id" = k."product_id"
        WHERE p."categoryId" = NEW."id"
    );
END;

INSERT INTO "product_fts" (rowid, name, brand, description, category_path)
SELECT k."id", p."name", p."brand", p."description", COALESCE(c."path", '')
FROM "product_search_key" k
JOIN "Product" p ON p."id" = k."product_id"
LEFT JOIN "Category" c ON c."id" = p."categoryId";

INSERT INTO "product_fts_hi" (rowid, name_hi)
SELECT k."id", p."nameHi"
FROM "product_search_key" k
JOIN "Product" p ON p."id" = k."product_id"
WHERE p."nameHi" IS NOT NULL AND p."nameHi" <> '';
