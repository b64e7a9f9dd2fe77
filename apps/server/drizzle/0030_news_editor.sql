-- The news editor: a post's state (draft, published — scheduled while its datum lies ahead —
-- or unpublished) and its audience (everyone, one member category or one match's participants).
-- Existing posts stay published for everyone.
ALTER TABLE "news_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "audience_category_id" integer;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "audience_match_id" integer;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_status_check" CHECK ("news_posts"."status" IN ('draft', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_one_audience" CHECK ("news_posts"."audience_category_id" IS NULL OR "news_posts"."audience_match_id" IS NULL);
--> statement-breakpoint
-- hand-written: the existing posts were written when they were dated.
UPDATE "news_posts" SET "created_at" = "datum", "updated_at" = "datum";
