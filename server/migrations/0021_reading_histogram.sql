CREATE TABLE "reader_loan_histogram" (
	"organization_id" integer NOT NULL,
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"loans" integer NOT NULL,
	"readers" integer NOT NULL,
	CONSTRAINT "reader_loan_histogram_organization_id_scope_scope_key_period_period_start_loans_pk" PRIMARY KEY("organization_id","scope","scope_key","period","period_start","loans")
);
--> statement-breakpoint
DROP INDEX "reader_period_loans_org";--> statement-breakpoint
DROP INDEX "reader_period_loans_class";--> statement-breakpoint
DROP INDEX "reader_period_loans_grade";--> statement-breakpoint
ALTER TABLE "reader_loan_histogram" ADD CONSTRAINT "reader_loan_histogram_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_period_loans_org" ON "reader_period_loans" USING btree ("organization_id","period","period_start","loans" DESC NULLS LAST,"reader_id");--> statement-breakpoint
CREATE INDEX "reader_period_loans_class" ON "reader_period_loans" USING btree ("organization_id","department_id","period","period_start","loans" DESC NULLS LAST,"reader_id");--> statement-breakpoint
CREATE INDEX "reader_period_loans_grade" ON "reader_period_loans" USING btree ("organization_id","grade","period","period_start","loans" DESC NULLS LAST,"reader_id");