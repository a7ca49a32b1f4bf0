ALTER TABLE "library_location" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "inventory_host" text;--> statement-breakpoint
ALTER TABLE "media_item" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;