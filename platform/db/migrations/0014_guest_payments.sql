CREATE TABLE "demo_pay_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"language" text NOT NULL,
	"brand" text,
	"last4" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_pay_intents_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
CREATE TABLE "guest_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'TIP' NOT NULL,
	"organization_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"member_id" uuid,
	"order_id" uuid,
	"order_amount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"organization_fee" bigint DEFAULT 0 NOT NULL,
	"staff_fee" bigint DEFAULT 0 NOT NULL,
	"guest_fee" bigint DEFAULT 0 NOT NULL,
	"charge_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"cover_fee" boolean DEFAULT false NOT NULL,
	"rating" smallint,
	"likes" text[] DEFAULT '{}'::text[] NOT NULL,
	"review" text,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"failure" text,
	"idempotency_key" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"provider_payment_id" text,
	"provider_session_id" text,
	"redirect_url" text,
	"client_secret" text,
	"payment_id" uuid,
	"activity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "guest_checkouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "guest_checkouts_activity_id_unique" UNIQUE("activity_id"),
	CONSTRAINT "guest_checkouts_box_attempt_key" UNIQUE("box_id","idempotency_key"),
	CONSTRAINT "guest_checkouts_kind_check" CHECK ("guest_checkouts"."kind" in ('TIP', 'BILL')),
	CONSTRAINT "guest_checkouts_status_check" CHECK ("guest_checkouts"."status" in ('OPEN', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'MISMATCH')),
	CONSTRAINT "guest_checkouts_money_check" CHECK ("guest_checkouts"."amount" >= 0 and "guest_checkouts"."order_amount" >= 0 and "guest_checkouts"."organization_fee" >= 0 and "guest_checkouts"."staff_fee" >= 0 and "guest_checkouts"."guest_fee" >= 0
        and "guest_checkouts"."charge_amount" = "guest_checkouts"."order_amount" + "guest_checkouts"."amount" + "guest_checkouts"."guest_fee"),
	CONSTRAINT "guest_checkouts_rating_check" CHECK ("guest_checkouts"."rating" is null or "guest_checkouts"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "removed_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "guest_checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD CONSTRAINT "guest_checkouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD CONSTRAINT "guest_checkouts_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD CONSTRAINT "guest_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_members" ADD CONSTRAINT "removed_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_members" ADD CONSTRAINT "removed_members_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_checkouts_provider_payment_idx" ON "guest_checkouts" USING btree ("provider","provider_payment_id") WHERE "guest_checkouts"."provider_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "guest_checkouts_organization_created_idx" ON "guest_checkouts" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_checkout_id_guest_checkouts_id_fk" FOREIGN KEY ("guest_checkout_id") REFERENCES "public"."guest_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_guest_checkout_id_unique" UNIQUE("guest_checkout_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_checkout_id_unique" UNIQUE("guest_checkout_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organization_arrival_key" UNIQUE("organization_id","arrival_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_check" CHECK ("payments"."order_id" is not null or "payments"."guest_checkout_id" is not null);