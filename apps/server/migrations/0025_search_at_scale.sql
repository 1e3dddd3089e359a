-- hand-written around drizzle-kit's tables: word search at scale (issue 42, decision 0046). product_search_doc()
-- is the one rule for what a product's words are and how much each field weighs; it feeds a generated,
-- GIN-indexed column. The 'simple' configuration keeps words as written (no stemming): part data is codes,
-- brands and trade words, and the search matches every word by its start ('pad' finds 'pads'). The schema
-- is named inside the body, so a restore (empty search_path) computes the same document.
-- Dashes, slashes and underscores separate words first: PostgreSQL's parser would read 'XP-00042' as 'xp' and
-- the negative number '-00042', which no typed word starts.
CREATE FUNCTION "public"."search_text"(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(coalesce(t, ''), '-/_', '   ') $$;--> statement-breakpoint
CREATE FUNCTION "public"."product_search_doc"(brand text, sku text, mpn text, refs text[], name text,
    category text, specs jsonb, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('pg_catalog.simple'::regconfig,
      public.search_text(concat_ws(' ', brand, sku, mpn, array_to_string(refs, ' ')))), 'A')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_text(name)), 'B')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_text(concat_ws(' ', category,
      (SELECT string_agg(e.value, ' ') FROM jsonb_each_text(specs) AS e)))), 'C')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_text(description)), 'D') $$;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_terms_kind_term_pk" PRIMARY KEY("kind","term")
);
--> statement-breakpoint
-- Fragments of descriptions are no longer searched by substring: words are, through search_doc.
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (product_search_doc(brand, sku, mpn, cross_references, name, category, specs, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("kind",lower("term") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
-- hand-written: the triggers that keep search_terms equal to the words and brands of the unarchived products
-- (kept as category_counts is, migration 0009). A statement's changes are summed per term and applied in term
-- order, so that two statements touching the same terms lock them in the same order and cannot deadlock.
CREATE FUNCTION "search_terms_of"(doc tsvector, brand text) RETURNS TABLE(kind text, term text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'word', w.lexeme FROM unnest(doc) AS w WHERE w.lexeme ~ '^[[:alpha:]]{3,}$'
  UNION ALL SELECT 'brand', brand
$$;--> statement-breakpoint
CREATE FUNCTION "search_terms_add"(kinds text[], terms text[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_terms" AS s ("kind", "term", "products")
    SELECT d.kind, d.term, sum(d.delta) FROM unnest(kinds, terms, deltas) AS d(kind, term, delta)
    GROUP BY d.kind, d.term HAVING sum(d.delta) <> 0 ORDER BY d.kind, d.term
  ON CONFLICT ("kind", "term") DO UPDATE SET "products" = s."products" + excluded."products";
$$;--> statement-breakpoint
CREATE FUNCTION "search_terms_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_terms_add"(array_agg(t.kind), array_agg(t.term), array_agg(1))
    FROM "inserted" AS p, "search_terms_of"(p."search_doc", p."brand") AS t
    WHERE p."archived_at" IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_terms_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_terms_add"(array_agg(t.kind), array_agg(t.term), array_agg(-1))
    FROM "deleted" AS p, "search_terms_of"(p."search_doc", p."brand") AS t
    WHERE p."archived_at" IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_terms_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_terms_add"(array_agg(t.kind), array_agg(t.term), array_agg(t.delta))
    FROM (
      SELECT o.kind, o.term, -1 AS delta FROM "search_terms_of"(OLD."search_doc", OLD."brand") AS o
        WHERE OLD."archived_at" IS NULL
      UNION ALL
      SELECT n.kind, n.term, 1 FROM "search_terms_of"(NEW."search_doc", NEW."brand") AS n
        WHERE NEW."archived_at" IS NULL
    ) AS t HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_terms_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_terms" SET "products" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_on_insert"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_on_delete"();--> statement-breakpoint
-- Only a change of the document or of being on sale moves a count: stock and price updates (every order) skip it.
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD."search_doc" IS DISTINCT FROM NEW."search_doc" OR OLD."brand" IS DISTINCT FROM NEW."brand"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "search_terms_on_update"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_on_truncate"();--> statement-breakpoint
-- hand-written: the terms of the products already there.
INSERT INTO "search_terms" ("kind", "term", "products")
  SELECT t.kind, t.term, count(*) FROM "products" AS p, "search_terms_of"(p."search_doc", p."brand") AS t
  WHERE p."archived_at" IS NULL GROUP BY t.kind, t.term;
