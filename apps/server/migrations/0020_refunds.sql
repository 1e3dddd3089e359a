CREATE TABLE "test_card_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_card_refunds_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"restocked" boolean NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"actor" text NOT NULL,
	"credit_note_year" integer,
	"credit_note_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_credit_note_key" UNIQUE("credit_note_year","credit_note_number"),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_known";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_known";--> statement-breakpoint
ALTER TABLE "test_card_payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_card_refunds" ADD CONSTRAINT "test_card_refunds_payment_id_test_card_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_known" CHECK ("stock_movements"."reason" in ('order_reserve', 'cancel_release', 'expiry_release', 'restock', 'refund_restock'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_known" CHECK ("audit_events"."action" in ('product.create', 'product.restock', 'product.reprice', 'product.archive', 'product.delete', 'image.upload', 'order.ship', 'order.delete', 'order.refund', 'user.promote', 'user.demote', 'user.remove', 'review.hide', 'catalogue.import'));