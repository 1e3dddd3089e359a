-- hand-written around drizzle-kit's column and index: the vehicles each product fits, as keys its search index
-- reads with the words (issue 42, decision 0046). A word search among a vehicle's parts is then one scan of
-- one index, whatever the words' frequency: the words' lists and the vehicle's, intersected.
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
-- The search indexes go while the keys are written (an update of every product with fitment rows would
-- otherwise write to each of them), the table is put back in catalogue order (migration 0028 says why), and
-- the indexes come back, the document's with the keys.
DROP INDEX "products_search_doc_idx";--> statement-breakpoint
DROP INDEX "products_universal_search_doc_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s0_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s1_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s2_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s3_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s4_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s5_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s6_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_s7_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vehicle_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET "vehicle_keys" = "vehicle_keys_of"(p."id")
  WHERE EXISTS (SELECT 1 FROM "fitments" AS f WHERE f."product_id" = p."id");--> statement-breakpoint
CLUSTER "products" USING "products_position_idx";--> statement-breakpoint
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
-- hand-written: the fitment triggers (migration 0028) keep the keys too, and now the vocabulary as well, for a
-- whole statement at once. Their lock is one of 256 per-product buckets (a transaction-scoped advisory lock
-- each, taken in order): one lock per product ran out of the server's lock table for an import of some
-- 13,000 products. The product rows a statement changes are written in one UPDATE, and their words are counted
-- in one call, summed per word and applied in word order (search_terms_add), as the product triggers do for a
-- statement's inserts and deletes: the row trigger, word by word in product order, deadlocked two imports that
-- shared no product and slowed with every row of a big one (10,000 products: 7.4 s against 1.0). It leaves
-- these rows, whose makes and models changed, to this function. A product row is written only when its makes
-- and models or its keys change.
CREATE OR REPLACE FUNCTION "fitment_vehicles_sync"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
DROP TRIGGER "products_search_terms_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD."search_doc" IS DISTINCT FROM NEW."search_doc" OR OLD."brand" IS DISTINCT FROM NEW."brand"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
    AND OLD."fitment_vehicles" IS NOT DISTINCT FROM NEW."fitment_vehicles")
  EXECUTE FUNCTION "search_terms_on_update"();
