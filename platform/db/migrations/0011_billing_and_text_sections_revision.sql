CREATE TABLE "card_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_card_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_method_id" text,
	"brand" text,
	"last4" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cards" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"due_date" date,
	"document" jsonb NOT NULL,
	CONSTRAINT "subscription_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "subscription_invoices_money_check" CHECK ("subscription_invoices"."amount" >= 0 and "subscription_invoices"."tax" between 0 and "subscription_invoices"."amount")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"billing_name" text,
	"billing_email" text,
	"billing_registration_code" text,
	"billing_tax_number" text,
	"billing_address" text,
	"billing_postal_code" text,
	"billing_city" text,
	"provider_customer_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_mode_check" CHECK ("subscriptions"."mode" in ('TR', 'MTR')),
	CONSTRAINT "subscriptions_interval_check" CHECK ("subscriptions"."interval" in ('MONTH', 'YEAR') and "subscriptions"."interval_count" between 1 and 36),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "text_sections_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cards" ADD CONSTRAINT "subscription_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_setups_organization_idx" ON "card_setups" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_invoices_organization_created_idx" ON "subscription_invoices" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);