ALTER TABLE "prototype_templates" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "prototype_templates" CASCADE;--> statement-breakpoint
ALTER TABLE "versions" DROP COLUMN "page_id";--> statement-breakpoint
ALTER TABLE "versions" DROP COLUMN "file_name";--> statement-breakpoint
ALTER TABLE "agentic_builds" ADD CONSTRAINT "agentic_builds_status_check" CHECK ("agentic_builds"."status" in ('init', 'building', 'failed', 'complete'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_category_check" CHECK ("feedback"."category" in ('prototype', 'prd', 'flowchart', 'other'));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_status_check" CHECK ("invites"."status" in ('pending', 'activated'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_role_check" CHECK ("messages"."role" in ('user', 'assistant'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('streaming', 'done', 'stopped', 'error', 'timeout'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_like_state_check" CHECK ("messages"."like_state" in ('like', 'dislike'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('update', 'guide', 'tour_guide', 'announcement', 'feature', 'warning'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_priority_check" CHECK ("notifications"."priority" in ('high', 'medium', 'low'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_check" CHECK ("points_ledger"."kind" in ('grant_monthly', 'invite_activation', 'invite_first_creation', 'reserve', 'charge', 'refund'));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_status_check" CHECK ("rounds"."status" in ('loading', 'streaming', 'done', 'stopped', 'error', 'timeout'));--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_kind_check" CHECK ("shares"."kind" in ('prototype', 'mult_prototype'));--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_design_type_check" CHECK ("shares"."design_type" in ('web', 'mobile', 'tablet'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'zh'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_register_code_status_check" CHECK ("users"."register_code_status" in ('bound', 'unbound'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wait_list_status_check" CHECK ("users"."wait_list_status" in ('none', 'waiting', 'approved'));--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_design_type_check" CHECK ("versions"."design_type" in ('web', 'mobile', 'tablet'));--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_status_check" CHECK ("versions"."status" in ('init', 'building', 'failed', 'complete', 'reverted', 'deployed'));--> statement-breakpoint
ALTER TABLE "wait_list" ADD CONSTRAINT "wait_list_status_check" CHECK ("wait_list"."status" in ('waiting', 'approved'));