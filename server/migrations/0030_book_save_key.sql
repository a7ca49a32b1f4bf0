ALTER TABLE "book" ADD COLUMN "call_number" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "save_key" uuid;--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_org_save_key" UNIQUE("organization_id","save_key");