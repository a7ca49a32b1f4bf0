CREATE TABLE "reader_follow" (
	"organization_id" integer NOT NULL,
	"follower_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_follow_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "reader_follow_not_self" CHECK ("reader_follow"."follower_id" <> "reader_follow"."followed_id")
);
--> statement-breakpoint
ALTER TABLE "reader_follow" ADD CONSTRAINT "reader_follow_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_follow" ADD CONSTRAINT "reader_follow_follower_id_reader_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_follow" ADD CONSTRAINT "reader_follow_followed_id_reader_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_follow_followed_id_index" ON "reader_follow" USING btree ("followed_id");