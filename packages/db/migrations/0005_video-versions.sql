CREATE TABLE "video_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"storyboard" jsonb,
	"aspect_ratio" text NOT NULL,
	"style" text NOT NULL,
	"video_key" text,
	"poster_key" text,
	"captions_key" text,
	"size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "draft_storyboard" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "video_versions" ADD CONSTRAINT "video_versions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_versions_video_version_idx" ON "video_versions" USING btree ("video_id","version");