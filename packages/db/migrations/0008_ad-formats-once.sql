CREATE TABLE "ad_downloads" (
	"ad_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_downloads_ad_id_version_pk" PRIMARY KEY("ad_id","version")
);
--> statement-breakpoint
CREATE TABLE "ad_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_versions" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "ad_downloads" ADD CONSTRAINT "ad_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_renders" ADD CONSTRAINT "ad_renders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_renders_ad_created_idx" ON "ad_renders" USING btree ("ad_id","created_at");--> statement-breakpoint
-- A format that racing requests made twice (or an ad re-rendered into a format it already had) becomes an ad of its own: nothing is deleted.
UPDATE "videos" SET "parent_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY coalesce("parent_id", "id"), "aspect_ratio" ORDER BY ("parent_id" IS NOT NULL), "created_at", "id") AS "n" FROM "videos"
  ) "d" WHERE "d"."n" > 1
);--> statement-breakpoint
-- The formats and re-renders made so far count as if this table had always been kept.
INSERT INTO "ad_renders" ("ad_id", "user_id", "aspect_ratio", "kind", "created_at")
  SELECT "parent_id", "user_id", "aspect_ratio", 'format', "created_at" FROM "videos" WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "ad_renders" ("ad_id", "user_id", "aspect_ratio", "kind", "created_at")
  SELECT coalesce("v"."parent_id", "v"."id"), "v"."user_id", "vv"."aspect_ratio", 'rerender', "vv"."created_at"
  FROM "video_versions" "vv" JOIN "videos" "v" ON "v"."id" = "vv"."video_id";--> statement-breakpoint
INSERT INTO "ad_downloads" ("ad_id", "version", "user_id")
  SELECT coalesce("parent_id", "id"), "version", "user_id" FROM "videos" WHERE "downloaded_key" IS NOT NULL AND "downloaded_key" = "video_key"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "videos_ad_aspect_idx" ON "videos" USING btree (coalesce("parent_id", "id"),"aspect_ratio");