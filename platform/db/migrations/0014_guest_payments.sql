ALTER TABLE "payments" DROP CONSTRAINT "payments_guest_checkout_id_guest_checkouts_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_checkout_id_guest_checkouts_id_fk" FOREIGN KEY ("guest_checkout_id") REFERENCES "public"."guest_checkouts"("id") ON DELETE cascade ON UPDATE no action;