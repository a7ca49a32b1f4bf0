ALTER TABLE "book" ADD COLUMN "control_number" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "reader" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "book_org_control_number" ON "book" USING btree ("organization_id","control_number");--> statement-breakpoint
CREATE INDEX "book_org_isbn13" ON "book" USING btree ("organization_id","isbn13");