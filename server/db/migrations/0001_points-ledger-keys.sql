ALTER TABLE "points_ledger" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_idx" ON "points_ledger" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reserve_idx" ON "points_ledger" USING btree ("round_id") WHERE kind = 'reserve';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_settle_idx" ON "points_ledger" USING btree ("round_id") WHERE kind in ('charge', 'refund');