CREATE TABLE "payments_hourly" (
	"organization_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "payments_hourly_organization_id_hour_pk" PRIMARY KEY("organization_id","hour")
);
--> statement-breakpoint
ALTER TABLE "payments_hourly" ADD CONSTRAINT "payments_hourly_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- payments_hourly is kept by these statement triggers, in the transaction that writes the
-- payments (docs/decisions/0039), as orders_hourly is (migration 0008): +1 for each payment an
-- hour gains, -1 for each it loses. An update counts only when it moves a payment to another
-- venue or hour (refunds and customer details update payments without moving them).
CREATE FUNCTION payments_hourly_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payments_hourly AS h (organization_id, hour, count)
    SELECT organization_id, orders_hour(ts), count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (organization_id, hour) DO UPDATE SET count = h.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payments_hourly_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments_hourly h SET count = h.count - d.n
    FROM (SELECT organization_id, orders_hour(ts) AS hour, count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
    WHERE h.organization_id = d.organization_id AND h.hour = d.hour;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payments_hourly_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payments_hourly AS h (organization_id, hour, count)
    SELECT organization_id, hour, sum(n)::int FROM (
      SELECT n.organization_id, orders_hour(n.ts) AS hour, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.organization_id, orders_hour(n.ts)) IS DISTINCT FROM (o.organization_id, orders_hour(o.ts))
      UNION ALL
      SELECT o.organization_id, orders_hour(o.ts), -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.organization_id, orders_hour(n.ts)) IS DISTINCT FROM (o.organization_id, orders_hour(o.ts))
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (organization_id, hour) DO UPDATE SET count = h.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_hourly_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_hourly_insert();
--> statement-breakpoint
CREATE TRIGGER payments_hourly_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_hourly_delete();
--> statement-breakpoint
CREATE TRIGGER payments_hourly_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_hourly_update();
