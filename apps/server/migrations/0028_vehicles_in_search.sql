-- hand-written around drizzle-kit's columns: the makes and models a product fits, in its search document at
-- weight C (issue 42, decision 0046). A shopper types the vehicle ('hilux oil filter', 'civic tyre') and finds
-- the parts whose fitment rows name it, even when their text does not.
CREATE FUNCTION "public"."product_search_doc"(brand text, sku text, mpn text, refs text[], name text,
    category text, specs jsonb, description text, vehicles text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('pg_catalog.simple'::regconfig,
      public.search_text(concat_ws(' ', brand, sku, mpn, array_to_string(refs, ' ')))), 'A')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_text(name)), 'B')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_text(concat_ws(' ', category,
      (SELECT string_agg(e.value, ' ') FROM jsonb_each_text(specs) AS e), array_to_string(vehicles, ' ')))), 'C')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_text(description)), 'D') $$;--> statement-breakpoint
-- The makes and models of a product's fitment rows, each once, in order: the one rule, for the backfill and
-- the triggers.
CREATE FUNCTION "fitment_vehicles_of"(product uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT f."make" || ' ' || f."model" ORDER BY f."make" || ' ' || f."model"), '{}')
  FROM public."fitments" AS f WHERE f."product_id" = product
$$;--> statement-breakpoint
-- The document is rebuilt without its indexes and the vocabulary's row trigger, then both come back; the
-- vocabulary is counted again, since the document now has the makes' and models' words. The backfill writes a
-- new version of every product with fitment rows at the table's end; CLUSTER puts the table back in catalogue
-- order, as a catalogue loaded in order is: a search's walk through a frequent word meets its products spread
-- as the catalogue has them, not behind every product without fitment rows.
DROP TRIGGER "products_search_terms_update" ON "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_doc";--> statement-breakpoint
DROP FUNCTION "public"."product_search_doc"(text, text, text, text[], text, text, jsonb, text);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fitment_vehicles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET "fitment_vehicles" = "fitment_vehicles_of"(p."id")
  WHERE EXISTS (SELECT 1 FROM "fitments" AS f WHERE f."product_id" = p."id");--> statement-breakpoint
CLUSTER "products" USING "products_position_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (product_search_doc(brand, sku, mpn, cross_references, name, category, specs, description, fitment_vehicles)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_universal_search_doc_idx" ON "products" USING gin ("search_doc") WHERE "products"."universal";--> statement-breakpoint
CREATE INDEX "products_search_doc_s0_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 0;--> statement-breakpoint
CREATE INDEX "products_search_doc_s1_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 1;--> statement-breakpoint
CREATE INDEX "products_search_doc_s2_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 2;--> statement-breakpoint
CREATE INDEX "products_search_doc_s3_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 3;--> statement-breakpoint
CREATE INDEX "products_search_doc_s4_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 4;--> statement-breakpoint
CREATE INDEX "products_search_doc_s5_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 5;--> statement-breakpoint
CREATE INDEX "products_search_doc_s6_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 6;--> statement-breakpoint
CREATE INDEX "products_search_doc_s7_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 7;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD."search_doc" IS DISTINCT FROM NEW."search_doc" OR OLD."brand" IS DISTINCT FROM NEW."brand"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "search_terms_on_update"();--> statement-breakpoint
DELETE FROM "search_terms";--> statement-breakpoint
INSERT INTO "search_terms" ("kind", "term", "products")
  SELECT t.kind, t.term, count(*) FROM "products" AS p, "search_terms_of"(p."search_doc", p."brand") AS t
  WHERE p."archived_at" IS NULL GROUP BY t.kind, t.term;--> statement-breakpoint
-- hand-written: triggers keep fitment_vehicles equal to the makes and models of the product's fitment rows. A
-- statement's products are taken one at a time, whoever changes their fitment (a transaction-scoped advisory
-- lock per product, in id order, so two statements cannot deadlock here), and each is read again after its
-- lock: two imports changing one product's rows never leave it with the vehicles of only one of them. The
-- product row is written only when its list changes: rows for another year or engine of a make and model it
-- has leave it alone, and with it the orders that lock it.
CREATE FUNCTION "fitment_vehicles_sync"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('fitment_vehicles'), hashtext(s.id::text))
    FROM (SELECT DISTINCT u.id FROM unnest(ids) AS u(id) ORDER BY u.id) AS s;
  UPDATE "products" AS p SET "fitment_vehicles" = "fitment_vehicles_of"(p."id")
    WHERE p."id" = ANY(ids) AND p."fitment_vehicles" IS DISTINCT FROM "fitment_vehicles_of"(p."id");
END $$;--> statement-breakpoint
CREATE FUNCTION "fitments_vehicles_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fitment_vehicles_sync"(array(SELECT i."product_id" FROM "inserted" AS i));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "fitments_vehicles_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fitment_vehicles_sync"(array(SELECT d."product_id" FROM "deleted" AS d));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "fitments_vehicles_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fitment_vehicles_sync"(array(SELECT o."product_id" FROM "deleted" AS o
    UNION SELECT n."product_id" FROM "inserted" AS n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fitments_vehicles_insert" AFTER INSERT ON "fitments"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "fitments_vehicles_on_insert"();--> statement-breakpoint
CREATE TRIGGER "fitments_vehicles_delete" AFTER DELETE ON "fitments"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "fitments_vehicles_on_delete"();--> statement-breakpoint
CREATE TRIGGER "fitments_vehicles_update" AFTER UPDATE ON "fitments"
  REFERENCING OLD TABLE AS "deleted" NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "fitments_vehicles_on_update"();
