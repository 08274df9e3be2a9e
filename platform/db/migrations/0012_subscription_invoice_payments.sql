CREATE TABLE "demo_card_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_card_charges_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "paid_at" timestamp with time zone;