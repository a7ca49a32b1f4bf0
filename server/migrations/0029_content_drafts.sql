ALTER TABLE "news" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "save_key" uuid;--> statement-breakpoint
UPDATE "news" SET "updated_at" = "published_at" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "news_org_updated" ON "news" USING btree ("organization_id","updated_at");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_org_save_key" UNIQUE("organization_id","save_key");