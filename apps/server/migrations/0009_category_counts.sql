CREATE TABLE "category_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- hand-written: the triggers that keep category_counts equal to the unarchived products grouped by category
-- (decision 0020), on every write path; drizzle-kit cannot express functions or triggers. Inserts and deletes
-- count per statement (one upsert per category, however many rows: the seed's batches); a row changing its
-- category or archive state moves one count. A statement upserts its categories in name order, so that two
-- statements touching the same categories lock their rows in the same order and cannot deadlock.
CREATE FUNCTION "category_counts_add"(names text[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "category_counts" AS c ("name", "count")
    SELECT d.name, sum(d.delta) FROM unnest(names, deltas) AS d(name, delta)
    GROUP BY d.name ORDER BY d.name
  ON CONFLICT ("name") DO UPDATE SET "count" = c."count" + excluded."count";
$$;--> statement-breakpoint
CREATE FUNCTION "category_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "category_counts_add"(array_agg("category"), array_agg(1))
    FROM "inserted" WHERE "archived_at" IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "category_counts_add"(array_agg("category"), array_agg(-1))
    FROM "deleted" WHERE "archived_at" IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "category_counts_add"(
    array_remove(ARRAY[CASE WHEN OLD."archived_at" IS NULL THEN OLD."category" END,
                       CASE WHEN NEW."archived_at" IS NULL THEN NEW."category" END], NULL),
    array_remove(ARRAY[CASE WHEN OLD."archived_at" IS NULL THEN -1 END,
                       CASE WHEN NEW."archived_at" IS NULL THEN 1 END], NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "category_counts" SET "count" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_on_insert"();--> statement-breakpoint
CREATE TRIGGER "products_category_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_on_delete"();--> statement-breakpoint
-- Only a change of category or of being on sale moves a count: stock and price updates (every order) skip it.
CREATE TRIGGER "products_category_counts_update" AFTER UPDATE OF "category", "archived_at" ON "products"
  FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "category_counts_on_update"();--> statement-breakpoint
CREATE TRIGGER "products_category_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_on_truncate"();--> statement-breakpoint
-- hand-written: the counts of the products already there.
INSERT INTO "category_counts" ("name", "count")
  SELECT "category", count(*) FROM "products" WHERE "archived_at" IS NULL GROUP BY "category";
