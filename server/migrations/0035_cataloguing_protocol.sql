ALTER TABLE "cataloguing_source" ADD COLUMN "protocol" varchar(8) DEFAULT 'sru' NOT NULL;--> statement-breakpoint
ALTER TABLE "cataloguing_source" ADD CONSTRAINT "cataloguing_source_protocol" CHECK ("cataloguing_source"."protocol" in ('sru', 'z3950'));
