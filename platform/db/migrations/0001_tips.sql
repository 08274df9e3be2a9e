CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"member_id" uuid,
	"member_name" text,
	"ts" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"bill_amount" bigint,
	"rating" smallint,
	"review" text,
	"likes" text[] DEFAULT '{}'::text[] NOT NULL,
	"placement_title" text,
	"order_number" text,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"box_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"external_id" text,
	"token" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text,
	"mode" text NOT NULL,
	"token" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"page_title" text,
	"page_description" text,
	"page_background_color" text DEFAULT 'ffffff' NOT NULL,
	"page_logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'Europe/Vilnius' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kyb_status" text DEFAULT 'NOT_STARTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_member_id_box_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."box_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_members" ADD CONSTRAINT "box_members_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_members" ADD CONSTRAINT "box_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_organization_ts_idx" ON "activities" USING btree ("organization_id","ts");--> statement-breakpoint
CREATE INDEX "activities_box_ts_idx" ON "activities" USING btree ("box_id","ts");--> statement-breakpoint
CREATE INDEX "activities_member_ts_idx" ON "activities" USING btree ("member_id","ts");--> statement-breakpoint
CREATE INDEX "box_members_box_idx" ON "box_members" USING btree ("box_id");--> statement-breakpoint
CREATE UNIQUE INDEX "box_members_token_idx" ON "box_members" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "box_members_box_profile_idx" ON "box_members" USING btree ("box_id","profile_id");--> statement-breakpoint
CREATE INDEX "boxes_organization_idx" ON "boxes" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boxes_token_idx" ON "boxes" USING btree ("token");