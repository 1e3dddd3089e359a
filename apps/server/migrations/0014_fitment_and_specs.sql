-- Issue 25: specifications (typed attributes, a jsonb the facets read) and vehicle fitment (vehicles, ACES-like
-- applications, the vehicles an account keeps). Products are flagged universal when they fit every vehicle.
CREATE TABLE "fitments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	"engine" text,
	"position" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" text,
	CONSTRAINT "fitments_years_ordered" CHECK ("fitments"."year_from" <= "fitments"."year_to"),
	CONSTRAINT "fitments_quantity_positive" CHECK ("fitments"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "saved_vehicles" (
	"user_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_vehicles_user_id_vehicle_id_pk" PRIMARY KEY("user_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"engine" text NOT NULL,
	CONSTRAINT "vehicles_identity_key" UNIQUE("year","make","model","engine")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "universal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitments_vehicle_idx" ON "fitments" USING btree ("make","model","year_from","year_to","engine","product_id");--> statement-breakpoint
CREATE INDEX "fitments_product_idx" ON "fitments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model","year");--> statement-breakpoint
CREATE INDEX "products_specs_idx" ON "products" USING gin ("specs" jsonb_path_ops);