DROP INDEX "book_title_prefix";--> statement-breakpoint
CREATE INDEX "book_search_title" ON "book" USING btree ("organization_id","search_title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "book_org_popularity" ON "book" USING btree ("organization_id","ratings_count" DESC NULLS LAST,"title","id");