DROP INDEX "lite_app_records_chat_collection_idx";--> statement-breakpoint
ALTER TABLE "lite_app_records" ADD COLUMN "store" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
CREATE INDEX "lite_app_records_store_collection_idx" ON "lite_app_records" USING btree ("chat_id","store","collection","created_at");--> statement-breakpoint
ALTER TABLE "lite_app_records" ADD CONSTRAINT "lite_app_records_store_check" CHECK ("lite_app_records"."store" in ('preview', 'live'));--> statement-breakpoint
-- Records kept until now were shared by the previews and the deployed app. A deployed chat's stay
-- with its live app (its visitors' data); a chat never deployed only ever had preview records.
UPDATE "lite_app_records" SET "store" = 'preview' WHERE "chat_id" NOT IN (SELECT "chat_id" FROM "deployments");
