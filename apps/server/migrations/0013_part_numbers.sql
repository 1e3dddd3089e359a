-- hand-written around drizzle-kit's columns: part numbers (issue 25). part_key() is the one rule for comparing
-- part numbers (case, spaces, dashes, dots and slashes do not count); part_keys() keeps every number of a
-- product in that form, in a generated column with a GIN index. Inside the bodies the schema is named, so a
-- restore (empty search_path) computes the same keys.
CREATE FUNCTION "public"."part_key"(number text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(number), '[[:space:]./-]+', '', 'g') $$;--> statement-breakpoint
CREATE FUNCTION "public"."part_keys"(sku text, mpn text, refs text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT k), '{}') FROM unnest(ARRAY[sku, mpn] || refs) AS n, public.part_key(n) AS k WHERE k <> '' $$;--> statement-breakpoint
-- The shop's own SKU for a number: XP-N00042, growing past five digits (lpad alone would cut XP-N100000 short).
CREATE FUNCTION "public"."shop_sku"(n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT 'XP-N' || lpad(n::text, greatest(5, length(n::text)), '0') $$;--> statement-breakpoint
CREATE SEQUENCE "public"."product_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- The products already there take XP-N00001… in catalogue order; later ones the sequence's next.
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "products" AS p SET "sku" = public.shop_sku(o.n)
  FROM (SELECT "id", row_number() OVER (ORDER BY "position") AS n FROM "products") AS o WHERE o."id" = p."id";--> statement-breakpoint
SELECT setval('product_sku_seq', greatest((SELECT count(*) FROM "products"), 1), (SELECT count(*) > 0 FROM "products"));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT shop_sku(nextval('product_sku_seq'));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT 'X-Part' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cross_references" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_keys" text[] GENERATED ALWAYS AS (part_keys(sku, mpn, cross_references)) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_part_keys_idx" ON "products" USING gin ("part_keys");
