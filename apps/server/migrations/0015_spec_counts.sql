CREATE TABLE "spec_counts" (
	"category" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "spec_counts_category_key_value_pk" PRIMARY KEY("category","key","value")
);
--> statement-breakpoint
-- hand-written: the triggers that keep spec_counts equal to the unarchived products' specs grouped by
-- lower(category), key and value (issue 25, decision 0029), on every write path, as category_counts' do
-- (migration 0009): per statement for inserts and deletes, per row for a changed category, specs or archive
-- state; each statement upserts its rows in key order so two statements cannot deadlock.
CREATE FUNCTION "spec_counts_add"(categories text[], specs jsonb[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "spec_counts" AS c ("category", "key", "value", "count")
    SELECT lower(d.category), s.key, s.value, sum(d.delta)::integer
    FROM unnest(categories, specs, deltas) AS d(category, specs, delta), jsonb_each(d.specs) AS s
    GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("category", "key", "value") DO UPDATE SET "count" = c."count" + excluded."count";
$$;--> statement-breakpoint
CREATE FUNCTION "spec_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "spec_counts_add"(array_agg("category"), array_agg("specs"), array_agg(1))
    FROM "inserted" WHERE "archived_at" IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "spec_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "spec_counts_add"(array_agg("category"), array_agg("specs"), array_agg(-1))
    FROM "deleted" WHERE "archived_at" IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "spec_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "spec_counts_add"(
    array_remove(ARRAY[CASE WHEN OLD."archived_at" IS NULL THEN OLD."category" END,
                       CASE WHEN NEW."archived_at" IS NULL THEN NEW."category" END], NULL),
    array_remove(ARRAY[CASE WHEN OLD."archived_at" IS NULL THEN OLD."specs" END,
                       CASE WHEN NEW."archived_at" IS NULL THEN NEW."specs" END], NULL),
    array_remove(ARRAY[CASE WHEN OLD."archived_at" IS NULL THEN -1 END,
                       CASE WHEN NEW."archived_at" IS NULL THEN 1 END], NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "spec_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "spec_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_spec_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "spec_counts_on_insert"();--> statement-breakpoint
CREATE TRIGGER "products_spec_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "spec_counts_on_delete"();--> statement-breakpoint
CREATE TRIGGER "products_spec_counts_update" AFTER UPDATE OF "category", "specs", "archived_at" ON "products"
  FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category" OR OLD."specs" IS DISTINCT FROM NEW."specs"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "spec_counts_on_update"();--> statement-breakpoint
CREATE TRIGGER "products_spec_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "spec_counts_on_truncate"();--> statement-breakpoint
INSERT INTO "spec_counts"
  SELECT lower("category"), s.key, s.value, count(*)::integer
  FROM "products", jsonb_each("specs") AS s WHERE "archived_at" IS NULL GROUP BY 1, 2, 3;
