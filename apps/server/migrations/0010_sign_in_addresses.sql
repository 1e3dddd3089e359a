-- hand-edited: drizzle-kit cannot name the old primary key, and the column must exist before the new one.
-- The counts are short-lived (an hour at most), so the old per-account rows simply carry on as the
-- rows for addresses that never signed in ('').
ALTER TABLE "sign_in_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_email_address_pk" PRIMARY KEY("email","address");
