CREATE INDEX "products_search_doc_s0_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 0;--> statement-breakpoint
CREATE INDEX "products_search_doc_s1_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 1;--> statement-breakpoint
CREATE INDEX "products_search_doc_s2_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 2;--> statement-breakpoint
CREATE INDEX "products_search_doc_s3_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 3;--> statement-breakpoint
CREATE INDEX "products_search_doc_s4_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 4;--> statement-breakpoint
CREATE INDEX "products_search_doc_s5_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 5;--> statement-breakpoint
CREATE INDEX "products_search_doc_s6_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 6;--> statement-breakpoint
CREATE INDEX "products_search_doc_s7_idx" ON "products" USING gin ("search_doc") WHERE "products"."position" % 8 = 7;