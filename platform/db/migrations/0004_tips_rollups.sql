CREATE TABLE "tips_daily" (
	"organization_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"rating_0" integer NOT NULL,
	"rating_1" integer NOT NULL,
	"rating_2" integer NOT NULL,
	"rating_3" integer NOT NULL,
	"rating_4" integer NOT NULL,
	"rating_5" integer NOT NULL,
	CONSTRAINT "tips_daily_box_id_member_id_day_organization_id_pk" PRIMARY KEY("box_id","member_id","day","organization_id")
);
--> statement-breakpoint
CREATE TABLE "tips_daily_likes" (
	"organization_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tag" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "tips_daily_likes_box_id_member_id_day_tag_organization_id_pk" PRIMARY KEY("box_id","member_id","day","tag","organization_id")
);
--> statement-breakpoint
ALTER TABLE "tips_daily" ADD CONSTRAINT "tips_daily_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips_daily_likes" ADD CONSTRAINT "tips_daily_likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tips_daily_organization_day_idx" ON "tips_daily" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "tips_daily_member_day_idx" ON "tips_daily" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "tips_daily_likes_organization_day_idx" ON "tips_daily_likes" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "tips_daily_likes_member_day_idx" ON "tips_daily_likes" USING btree ("member_id","day");--> statement-breakpoint
-- Hand-written below (docs/decisions/0018-tips-rollups.md): the rollups follow every write to
-- activities through triggers, so a write through any path (HTTP, seeds, tests, a member's
-- removal that clears member_id, a box's deletion) changes them in its own transaction.
-- The SQL that aggregates changes into the rollups, given a query of activities rows with a
-- `sign` column (+1 added, -1 removed). The same text serves the triggers and the rebuild.
CREATE FUNCTION tips_rollups_upsert(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH keyed AS (
      SELECT c.organization_id, c.box_id, coalesce(c.member_id, '00000000-0000-0000-0000-000000000000'::uuid) AS member_id,
             (c.ts AT TIME ZONE o.time_zone)::date AS day, c.sign, c.amount, c.rating, c.likes
      FROM (%s) AS c JOIN organizations o ON o.id = c.organization_id
    ), days AS (
      INSERT INTO tips_daily AS t (organization_id, box_id, member_id, day, count, amount, rating_count, rating_sum,
                                   rating_0, rating_1, rating_2, rating_3, rating_4, rating_5)
      SELECT organization_id, box_id, member_id, day, sum(sign), sum(sign * amount),
             coalesce(sum(sign) FILTER (WHERE rating IS NOT NULL), 0), coalesce(sum(sign * rating), 0),
             coalesce(sum(sign) FILTER (WHERE rating = 0), 0), coalesce(sum(sign) FILTER (WHERE rating = 1), 0),
             coalesce(sum(sign) FILTER (WHERE rating = 2), 0), coalesce(sum(sign) FILTER (WHERE rating = 3), 0),
             coalesce(sum(sign) FILTER (WHERE rating = 4), 0), coalesce(sum(sign) FILTER (WHERE rating = 5), 0)
      FROM keyed
      GROUP BY organization_id, box_id, member_id, day
      -- One order for every writer, so two transactions never wait on each other's rows in a circle.
      ORDER BY box_id, member_id, day, organization_id
      ON CONFLICT (box_id, member_id, day, organization_id) DO UPDATE SET
        count = t.count + excluded.count, amount = t.amount + excluded.amount,
        rating_count = t.rating_count + excluded.rating_count, rating_sum = t.rating_sum + excluded.rating_sum,
        rating_0 = t.rating_0 + excluded.rating_0, rating_1 = t.rating_1 + excluded.rating_1,
        rating_2 = t.rating_2 + excluded.rating_2, rating_3 = t.rating_3 + excluded.rating_3,
        rating_4 = t.rating_4 + excluded.rating_4, rating_5 = t.rating_5 + excluded.rating_5
    )
    INSERT INTO tips_daily_likes AS t (organization_id, box_id, member_id, day, tag, count)
    SELECT organization_id, box_id, member_id, day, tag, sum(sign)
    FROM keyed, unnest(keyed.likes) AS tag
    GROUP BY organization_id, box_id, member_id, day, tag
    ORDER BY box_id, member_id, day, tag, organization_id
    ON CONFLICT (box_id, member_id, day, tag, organization_id) DO UPDATE SET count = t.count + excluded.count
  $q$, changes)
$f$;
--> statement-breakpoint
-- Removes the rollup rows that changes brought down to nothing (a recipient changed, a box
-- deleted), so the tables never hold empty rows a rebuild would not make.
CREATE FUNCTION tips_rollups_prune(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH touched AS (
      SELECT DISTINCT c.organization_id, c.box_id, coalesce(c.member_id, '00000000-0000-0000-0000-000000000000'::uuid) AS member_id,
             (c.ts AT TIME ZONE o.time_zone)::date AS day
      FROM (%s) AS c JOIN organizations o ON o.id = c.organization_id
    ), likes AS (
      DELETE FROM tips_daily_likes t USING touched k
      WHERE t.box_id = k.box_id AND t.member_id = k.member_id AND t.day = k.day AND t.organization_id = k.organization_id AND t.count = 0
    )
    DELETE FROM tips_daily t USING touched k
    WHERE t.box_id = k.box_id AND t.member_id = k.member_id AND t.day = k.day AND t.organization_id = k.organization_id AND t.count = 0
  $q$, changes)
$f$;
--> statement-breakpoint
-- Transition tables are visible to EXECUTE in the trigger function itself only, hence the
-- SQL text from the helpers above run here.
CREATE FUNCTION tips_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := '(n.organization_id, n.box_id, n.member_id, n.ts, n.amount, n.rating, n.likes)'
    || ' IS DISTINCT FROM (o.organization_id, o.box_id, o.member_id, o.ts, o.amount, o.rating, o.likes)';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    -- Only rows whose counted columns changed: editing a review leaves the rollups alone.
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved
      || ' UNION ALL SELECT o.*, -1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved
  END;
BEGIN
  EXECUTE tips_rollups_upsert(changes);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE tips_rollups_prune(changes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_rollups_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tips_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER activities_rollups_update AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tips_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER activities_rollups_delete AFTER DELETE ON activities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tips_rollups_follow();
--> statement-breakpoint
-- Recomputes the rollups of one organization (or of all, given null) from its activities.
CREATE FUNCTION tips_rollups_rebuild(org uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tips_daily_likes WHERE org IS NULL OR organization_id = org;
  DELETE FROM tips_daily WHERE org IS NULL OR organization_id = org;
  EXECUTE tips_rollups_upsert(format('SELECT *, 1 AS sign FROM activities WHERE %L::uuid IS NULL OR organization_id = %L::uuid', org, org));
END
$$;
--> statement-breakpoint
-- A venue that moves to another time zone has other calendar days.
CREATE FUNCTION tips_rollups_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tips_rollups_rebuild(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_rollups_time_zone AFTER UPDATE OF time_zone ON organizations
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION tips_rollups_time_zone();
--> statement-breakpoint
CREATE FUNCTION tips_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE tips_daily, tips_daily_likes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_rollups_truncate AFTER TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION tips_rollups_truncate();
--> statement-breakpoint
-- Existing tips: the rollups start complete, in the migration's own transaction.
SELECT tips_rollups_rebuild(NULL);
