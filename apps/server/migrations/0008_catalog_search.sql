-- hand-written: pg_trgm backs the catalogue search indexes below (drizzle-kit cannot express extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_in_stock_idx" ON "products" USING btree ("position") WHERE "products"."available_qty" >= "products"."min_order" and "products"."archived_at" is null;