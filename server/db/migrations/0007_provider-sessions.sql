CREATE TABLE "provider_logout_tokens" (
	"issuer" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_logout_tokens_issuer_jti_pk" PRIMARY KEY("issuer","jti")
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "provider_issuer" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "provider_subject" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "provider_sid" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "id_token_sealed" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "refresh_token_sealed" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_logout_tokens_expiry_idx" ON "provider_logout_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_sessions_provider_idx" ON "user_sessions" USING btree ("provider_issuer","provider_subject");--> statement-breakpoint
CREATE INDEX "user_sessions_provider_sid_idx" ON "user_sessions" USING btree ("provider_issuer","provider_sid");