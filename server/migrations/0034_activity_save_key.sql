ALTER TABLE "library_activity" ADD COLUMN IF NOT EXISTS "save_key" uuid;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "library_activity" ADD CONSTRAINT "library_activity_org_save_key" UNIQUE("organization_id","save_key");
EXCEPTION WHEN duplicate_table OR duplicate_object THEN NULL;
END $$;
