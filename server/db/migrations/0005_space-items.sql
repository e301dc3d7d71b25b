ALTER TABLE "knowledge_files" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "knowledge_files" CASCADE;--> statement-breakpoint
DROP INDEX "knowledge_items_user_idx";--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "search_vector" "tsvector" NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_items_user_status_idx" ON "knowledge_items" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_chat_idx" ON "knowledge_items" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_search_idx" ON "knowledge_items" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_items_version_idx" ON "knowledge_items" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_items_upload_idx" ON "knowledge_items" USING btree ("upload_id");--> statement-breakpoint
ALTER TABLE "knowledge_items" DROP COLUMN "chat_title";