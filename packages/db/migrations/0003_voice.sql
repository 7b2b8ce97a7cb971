ALTER TABLE "videos" ADD COLUMN "voice_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "voice_note" text;