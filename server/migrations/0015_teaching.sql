CREATE TABLE "teacher_department" (
	"organization_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_department_teacher_id_department_id_pk" PRIMARY KEY("teacher_id","department_id")
);
--> statement-breakpoint
ALTER TABLE "teacher_department" ADD CONSTRAINT "teacher_department_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_department" ADD CONSTRAINT "teacher_department_teacher_id_reader_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_department" ADD CONSTRAINT "teacher_department_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_department_department_id_index" ON "teacher_department" USING btree ("department_id");