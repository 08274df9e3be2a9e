CREATE TABLE "guest_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"table_id" uuid,
	"key_hash" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "last_guest_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "menu_item_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_attempt" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pos_order_id" text;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD COLUMN "table_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD COLUMN "allocations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD COLUMN "invoice_request" jsonb;--> statement-breakpoint
ALTER TABLE "guest_carts" ADD CONSTRAINT "guest_carts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_carts" ADD CONSTRAINT "guest_carts_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_carts" ADD CONSTRAINT "guest_carts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_carts_organization_updated_idx" ON "guest_carts" USING btree ("organization_id","updated_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_checkouts" ADD CONSTRAINT "guest_checkouts_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_table_open_idx" ON "orders" USING btree ("table_id","created_at") WHERE "orders"."table_id" is not null and "orders"."closed_at" is null and "orders"."paid_amount" < "orders"."amount";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_attempt_idx" ON "orders" USING btree ("organization_id","guest_attempt") WHERE "orders"."guest_attempt" is not null;--> statement-breakpoint
CREATE INDEX "guest_checkouts_table_idx" ON "guest_checkouts" USING btree ("table_id","created_at") WHERE "guest_checkouts"."table_id" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_paid_check" CHECK ("order_items"."paid_amount" between 0 and "order_items"."count" * "order_items"."price");