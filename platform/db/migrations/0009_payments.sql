CREATE TABLE "invoice_sequences" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"number" text NOT NULL,
	"since" date NOT NULL,
	"until" date NOT NULL,
	"amount" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"currency" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "organization_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "organization_invoices_money_check" CHECK ("organization_invoices"."amount" >= 0 and "organization_invoices"."tax" between 0 and "organization_invoices"."amount" and "organization_invoices"."since" < "organization_invoices"."until")
);
--> statement-breakpoint
CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"order_amount" bigint NOT NULL,
	"customer_vat_number" text,
	"customer_reg_number" text,
	"customer_name" text,
	"customer_address" text,
	"customer_email" text,
	"document" jsonb NOT NULL,
	CONSTRAINT "payment_invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_invoices_organization_seq_key" UNIQUE("organization_id","seq"),
	CONSTRAINT "payment_invoices_kind_check" CHECK ("payment_invoices"."kind" in ('DETAILED', 'GT'))
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"price" bigint NOT NULL,
	"paid_count" integer NOT NULL,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "payment_items_counts_check" CHECK ("payment_items"."paid_count" > 0 and "payment_items"."refunded_count" between 0 and "payment_items"."paid_count")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"order_number" text NOT NULL,
	"placement_title" text,
	"currency" text NOT NULL,
	"order_amount" bigint NOT NULL,
	"tip_amount" bigint DEFAULT 0 NOT NULL,
	"organization_fee" bigint DEFAULT 0 NOT NULL,
	"staff_fee" bigint DEFAULT 0 NOT NULL,
	"guest_fee" bigint DEFAULT 0 NOT NULL,
	"charge_amount" bigint NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"payment_method" text NOT NULL,
	"payment_method_country" text,
	"payment_method_summary" text NOT NULL,
	"allow_detailed_invoice" boolean DEFAULT true NOT NULL,
	"customer_vat_number" text,
	"customer_reg_number" text,
	"customer_name" text,
	"customer_address" text,
	"customer_email" text,
	CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" in ('apple_pay', 'google_pay', 'card', 'saved_card', 'blik')),
	CONSTRAINT "payments_money_check" CHECK ("payments"."order_amount" >= 0 and "payments"."tip_amount" >= 0 and "payments"."organization_fee" >= 0 and "payments"."staff_fee" >= 0 and "payments"."guest_fee" >= 0
        and "payments"."charge_amount" = "payments"."order_amount" + "payments"."tip_amount" + "payments"."guest_fee"
        and "payments"."refund_amount" between 0 and "payments"."order_amount"
        and ("payments"."refund_amount" = 0) = ("payments"."refunded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payout_days" (
	"payout_id" uuid NOT NULL,
	"date" date NOT NULL,
	"transfer_amount" bigint NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "payout_days_payout_id_date_pk" PRIMARY KEY("payout_id","date")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"arrival_date" date NOT NULL,
	"statement" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invoices" ADD CONSTRAINT "organization_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_days" ADD CONSTRAINT "payout_days_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_invoices_organization_ts_idx" ON "organization_invoices" USING btree ("organization_id","ts" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_invoices_organization_ts_idx" ON "payment_invoices" USING btree ("organization_id","ts" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id","position");--> statement-breakpoint
CREATE INDEX "payments_organization_ts_idx" ON "payments" USING btree ("organization_id","ts" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_organization_arrival_idx" ON "payouts" USING btree ("organization_id","arrival_date" DESC NULLS LAST,"id" DESC NULLS LAST);