CREATE TABLE "book_period_loans" (
	"organization_id" integer NOT NULL,
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"book_id" integer NOT NULL,
	"loans" integer NOT NULL,
	CONSTRAINT "book_period_loans_organization_id_scope_scope_key_period_period_start_book_id_pk" PRIMARY KEY("organization_id","scope","scope_key","period","period_start","book_id")
);
--> statement-breakpoint
CREATE TABLE "reader_author_loans" (
	"reader_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"author" text NOT NULL,
	"loans" integer NOT NULL,
	CONSTRAINT "reader_author_loans_reader_id_year_start_author_pk" PRIMARY KEY("reader_id","year_start","author")
);
--> statement-breakpoint
CREATE TABLE "reader_category_loans" (
	"reader_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"category" text NOT NULL,
	"loans" integer NOT NULL,
	CONSTRAINT "reader_category_loans_reader_id_year_start_category_pk" PRIMARY KEY("reader_id","year_start","category")
);
--> statement-breakpoint
CREATE TABLE "reader_period_loans" (
	"reader_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"grade" text,
	"loans" integer NOT NULL,
	CONSTRAINT "reader_period_loans_reader_id_period_period_start_pk" PRIMARY KEY("reader_id","period","period_start")
);
--> statement-breakpoint
CREATE TABLE "reading_stats_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"built_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reader_circulation" ADD COLUMN "show_name_in_rankings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "book_period_loans" ADD CONSTRAINT "book_period_loans_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_period_loans" ADD CONSTRAINT "book_period_loans_book_id_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."book"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_author_loans" ADD CONSTRAINT "reader_author_loans_reader_id_reader_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_category_loans" ADD CONSTRAINT "reader_category_loans_reader_id_reader_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_period_loans" ADD CONSTRAINT "reader_period_loans_reader_id_reader_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_period_loans" ADD CONSTRAINT "reader_period_loans_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_period_loans_rank" ON "book_period_loans" USING btree ("organization_id","scope","scope_key","period","period_start","loans" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reader_author_loans_top" ON "reader_author_loans" USING btree ("reader_id","year_start","loans" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reader_period_loans_org" ON "reader_period_loans" USING btree ("organization_id","period","period_start","loans" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reader_period_loans_class" ON "reader_period_loans" USING btree ("organization_id","department_id","period","period_start","loans" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reader_period_loans_grade" ON "reader_period_loans" USING btree ("organization_id","grade","period","period_start","loans" DESC NULLS LAST);