CREATE TABLE "venue_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" text NOT NULL,
	"box_id" uuid,
	"pos_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_tables_number_idx" ON "venue_tables" USING btree ("organization_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "venue_tables_pos_idx" ON "venue_tables" USING btree ("organization_id","pos_id") WHERE "venue_tables"."pos_id" is not null;--> statement-breakpoint
CREATE INDEX "venue_tables_box_idx" ON "venue_tables" USING btree ("box_id");