-- hand-written around drizzle-kit's columns and indexes: word search among the vehicles a product fits, and
-- its index in shards (issue 42, decision 0046).
-- The document gets the words of the makes and models of the product's fitment rows, at weight C
-- (fitment_vehicles): a shopper types the vehicle ('hilux oil filter', 'civic tyre') and finds the parts whose
-- fitment rows name it. vehicle_keys holds a key for every vehicle those rows apply to, and the document's
-- index reads them with the words: a word search among a vehicle's parts is one scan. The index is also kept
-- in eight shards by position, which a search of several words reads one after another.
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
-- vehicle_key() is the one rule for a key: a make, model, year and engine, or null for every engine, as JSON (a
-- make or model may hold any character); vehicle_keys_for() the two keys a vehicle matches.
CREATE FUNCTION "public"."vehicle_key"(make text, model text, year integer, engine text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT json_build_array(make, model, year, engine)::text $$;--> statement-breakpoint
CREATE FUNCTION "public"."vehicle_keys_for"(make text, model text, year integer, engine text) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT ARRAY[public.vehicle_key(make, model, year, NULL), public.vehicle_key(make, model, year, engine)] $$;--> statement-breakpoint
CREATE FUNCTION "vehicle_keys_of"(product uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT public.vehicle_key(f."make", f."model", y, f."engine")
    ORDER BY public.vehicle_key(f."make", f."model", y, f."engine")), '{}')
  FROM public."fitments" AS f, generate_series(f."year_from"::integer, f."year_to"::integer) AS y
  WHERE f."product_id" = product
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
ALTER TABLE "products" ADD COLUMN "vehicle_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET "fitment_vehicles" = "fitment_vehicles_of"(p."id"), "vehicle_keys" = "vehicle_keys_of"(p."id")
  WHERE EXISTS (SELECT 1 FROM "fitments" AS f WHERE f."product_id" = p."id");--> statement-breakpoint
CLUSTER "products" USING "products_position_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (product_search_doc(brand, sku, mpn, cross_references, name, category, specs, description, fitment_vehicles)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc","vehicle_keys");--> statement-breakpoint
CREATE INDEX "products_universal_search_doc_idx" ON "products" USING gin ("search_doc") WHERE "products"."universal";--> statement-breakpoint
CREATE INDEX "products_search_doc_s0_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 0;--> statement-breakpoint
CREATE INDEX "products_search_doc_s1_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 1;--> statement-breakpoint
CREATE INDEX "products_search_doc_s2_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 2;--> statement-breakpoint
CREATE INDEX "products_search_doc_s3_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 3;--> statement-breakpoint
CREATE INDEX "products_search_doc_s4_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 4;--> statement-breakpoint
CREATE INDEX "products_search_doc_s5_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 5;--> statement-breakpoint
CREATE INDEX "products_search_doc_s6_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 6;--> statement-breakpoint
CREATE INDEX "products_search_doc_s7_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 7;--> statement-breakpoint
DELETE FROM "search_terms";--> statement-breakpoint
INSERT INTO "search_terms" ("kind", "term", "products")
  SELECT t.kind, t.term, count(*) FROM "products" AS p, "search_terms_of"(p."search_doc", p."brand") AS t
  WHERE p."archived_at" IS NULL GROUP BY t.kind, t.term;--> statement-breakpoint
-- hand-written: triggers keep fitment_vehicles and vehicle_keys equal to what the product's fitment rows say,
-- and the vocabulary with them, a statement at a time. Their lock is one of 256 per-product buckets (a
-- transaction-scoped advisory lock each, taken in order; one lock per product ran out of the server's lock
-- table for an import of some 13,000 products), and each product is read again after it: two transactions
-- changing one product's rows never leave it with the lists of only one of them. The statement's product rows
-- are written in one UPDATE, only those whose lists change (a row for a vehicle a product already fits leaves
-- it, and the orders that lock it, alone), and their words are counted in one call, summed per word and
-- applied in word order (search_terms_add), as the product triggers do for a statement's inserts and deletes:
-- the products' row trigger, word by word in product order, deadlocked two imports that shared no product and
-- slowed with every row of a big one (10,000 products: 7.4 s against 1.0). It leaves those rows to this function.
CREATE FUNCTION "fitment_vehicles_sync"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  applied integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('fitment_vehicles'), b.bucket)
    FROM (SELECT DISTINCT hashtext(u.id::text) & 255 AS bucket FROM unnest(ids) AS u(id) ORDER BY 1) AS b;
  WITH wanted AS (
    SELECT u.id, "fitment_vehicles_of"(u.id) AS vehicles, "vehicle_keys_of"(u.id) AS keys
    FROM (SELECT DISTINCT unnest(ids) AS id) AS u
  ), before AS (
    SELECT p."id", p."search_doc", p."brand", p."archived_at"
    FROM "products" AS p JOIN wanted AS w ON w.id = p."id"
    WHERE p."fitment_vehicles" IS DISTINCT FROM w.vehicles OR p."vehicle_keys" IS DISTINCT FROM w.keys
  ), after AS (
    UPDATE "products" AS p SET "fitment_vehicles" = w.vehicles, "vehicle_keys" = w.keys
      FROM wanted AS w WHERE p."id" = w.id AND p."id" IN (SELECT b."id" FROM before AS b)
      RETURNING p."id", p."search_doc", p."brand", p."archived_at"
  )
  SELECT count(*) INTO applied FROM (
    SELECT "search_terms_add"(array_agg(t.kind), array_agg(t.term), array_agg(t.delta))
    FROM (
      SELECT o.kind, o.term, -1 AS delta FROM before AS b, "search_terms_of"(b."search_doc", b."brand") AS o
        WHERE b."archived_at" IS NULL
      UNION ALL
      SELECT n.kind, n.term, 1 FROM after AS a, "search_terms_of"(a."search_doc", a."brand") AS n
        WHERE a."archived_at" IS NULL
    ) AS t HAVING count(*) > 0
  ) AS counted;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD."search_doc" IS DISTINCT FROM NEW."search_doc" OR OLD."brand" IS DISTINCT FROM NEW."brand"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
    AND OLD."fitment_vehicles" IS NOT DISTINCT FROM NEW."fitment_vehicles")
  EXECUTE FUNCTION "search_terms_on_update"();--> statement-breakpoint
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
