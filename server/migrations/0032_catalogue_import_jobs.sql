CREATE TABLE "catalogue_import_job" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"staff_reader_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"format" varchar(64) NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint NOT NULL,
	"summary" jsonb,
	"error" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_job" ADD CONSTRAINT "catalogue_import_job_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_job" ADD CONSTRAINT "catalogue_import_job_staff_reader_id_reader_id_fk" FOREIGN KEY ("staff_reader_id") REFERENCES "public"."reader"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_import_job_running" ON "catalogue_import_job" USING btree ("organization_id") WHERE "catalogue_import_job"."state" = 'running';--> statement-breakpoint
CREATE INDEX "catalogue_import_job_org_time" ON "catalogue_import_job" USING btree ("organization_id","started_at");