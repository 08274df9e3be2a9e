CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"count" integer NOT NULL,
	"price" bigint NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" jsonb,
	"payment_status" jsonb
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"source" text NOT NULL,
	"status" text,
	"status_appearances" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"placement_title" text,
	"employee_name" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('GUEST', 'WAITER', 'POS')),
	CONSTRAINT "orders_guest_status_check" CHECK (("orders"."source" = 'GUEST') = ("orders"."status" is not null)),
	CONSTRAINT "orders_number_check" CHECK (length("orders"."order_number") between 1 and 32),
	CONSTRAINT "orders_money_check" CHECK ("orders"."amount" >= 0 and "orders"."paid_amount" >= 0 and "orders"."refunded_amount" between 0 and "orders"."paid_amount")
);
--> statement-breakpoint
CREATE TABLE "orders_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"start_code" text NOT NULL,
	"token_hash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"accessed_at" timestamp with time zone,
	"ip_address" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "orders_sessions_start_code_unique" UNIQUE("start_code"),
	CONSTRAINT "orders_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_sessions" ADD CONSTRAINT "orders_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_sessions" ADD CONSTRAINT "orders_sessions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_organization_created_idx" ON "orders" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_organization_amount_idx" ON "orders" USING btree ("organization_id","amount","id","created_at");--> statement-breakpoint
CREATE INDEX "orders_sessions_open_idx" ON "orders_sessions" USING btree ("organization_id","created_at" DESC NULLS LAST) WHERE "orders_sessions"."finished_at" is null;