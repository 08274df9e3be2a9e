DROP INDEX "menu_stop_list_item_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "menu_stop_list_item_key" ON "menu_stop_list" USING btree ("menu_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_stop_list_option_key" ON "menu_stop_list" USING btree ("menu_modifier_id","menu_option_id");