CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_card_intents" (
	"provider_payment_id" text PRIMARY KEY NOT NULL,
	"attempt_key" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_card_intents_attempt_key_unique" UNIQUE("attempt_key")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_payment_id" text,
	"transfer_id" uuid,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "invoice_payments_kind_known" CHECK ("invoice_payments"."kind" in ('card', 'bank-transfer')),
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_source" CHECK (("invoice_payments"."kind" = 'card') = ("invoice_payments"."provider_payment_id" is not null and "invoice_payments"."transfer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_step_pk" PRIMARY KEY("invoice_id","step")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"quote_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint,
	CONSTRAINT "quote_lines_quote_id_product_id_pk" PRIMARY KEY("quote_id","product_id"),
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_price_positive" CHECK ("quote_lines"."unit_price_cents" is null or "quote_lines"."unit_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "quotes_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"admin_note" text,
	"valid_until" date,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"checkout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('requested', 'sent', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_known";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_target_known";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "on_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" text;--> statement-breakpoint
-- Every invoice so far is a card checkout's, paid when issued: its total is its lines'.
UPDATE "invoices" SET "total_cents" = (SELECT coalesce(sum("orders"."total_cents"), 0) FROM "orders" WHERE "orders"."checkout_id" = "invoices"."checkout_id"), "status" = 'paid';--> statement-breakpoint
UPDATE "invoices" SET "paid_cents" = "total_cents";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "paid_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_terms" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_limit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hold_lifted_on" date;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_card_intents" ADD CONSTRAINT "invoice_card_intents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_transfer_id_bank_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."bank_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "quotes_company_idx" ON "quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_awaiting_approval_idx" ON "orders" USING btree ("checkout_id") WHERE "orders"."status" = 'awaiting-approval';--> statement-breakpoint
CREATE INDEX "invoices_owed_idx" ON "invoices" USING btree ("company_id","due_on") WHERE "invoices"."company_id" is not null and "invoices"."status" <> 'paid';--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_known" CHECK ("audit_events"."action" in ('product.create', 'product.restock', 'product.reprice', 'product.archive', 'product.delete', 'image.upload', 'order.ship', 'order.delete', 'order.refund', 'order.approval-request', 'order.approve', 'order.reject', 'user.promote', 'user.demote', 'user.remove', 'review.hide', 'catalogue.import', 'company.create', 'company.update', 'company.invite', 'company.revoke-invitation', 'company.join', 'company.member-role', 'company.member-remove', 'company.price', 'company.price-import', 'company.terms', 'company.hold-lift', 'invoice.payment', 'invoice.transfer', 'quote.price', 'quote.send'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_target_known" CHECK ("audit_events"."target_type" in ('product', 'image', 'order', 'user', 'review', 'catalogue', 'company', 'invoice', 'quote'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('open', 'partly-paid', 'paid'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_on_account_has_due_day" CHECK (("invoices"."company_id" is null) = ("invoices"."due_on" is null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_not_negative" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."credited_cents" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payment_terms_known" CHECK ("companies"."payment_terms" in ('card', 'net15', 'net30', 'net60'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_credit_limit_not_negative" CHECK ("companies"."credit_limit_cents" >= 0);