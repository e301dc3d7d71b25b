CREATE TABLE "lite_app_records" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"collection" text NOT NULL,
	"data" jsonb NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agentic_builds" DROP CONSTRAINT "agentic_builds_status_check";--> statement-breakpoint
ALTER TABLE "lite_app_records" ADD CONSTRAINT "lite_app_records_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lite_app_records_chat_collection_idx" ON "lite_app_records" USING btree ("chat_id","collection","created_at");--> statement-breakpoint
ALTER TABLE "agentic_builds" ADD CONSTRAINT "agentic_builds_status_check" CHECK ("agentic_builds"."status" in ('init', 'building', 'complete', 'failed'));