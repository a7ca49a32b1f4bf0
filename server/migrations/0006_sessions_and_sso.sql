CREATE TABLE "revoked_session" (
	"family" uuid PRIMARY KEY NOT NULL,
	"reader_id" integer NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_secret" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_session" ADD CONSTRAINT "revoked_session_reader_id_reader_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."reader"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_secret" ADD CONSTRAINT "sso_secret_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_session_revoked_at_index" ON "revoked_session" USING btree ("revoked_at");--> statement-breakpoint
CREATE INDEX "refresh_token_reader_id_index" ON "refresh_token" USING btree ("reader_id");