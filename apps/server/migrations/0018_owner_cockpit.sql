ALTER TABLE "products" ADD COLUMN "reorder_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reorder_threshold_nonnegative" CHECK ("products"."reorder_threshold" >= 0);