-- The title index carries what a title prefix's books are ordered by (popularity, title,
-- id), so search/books.ts' prefixTierPage reads the candidates from the index alone.
-- INCLUDE is not in drizzle's schema builder: schema.ts keeps the key columns.
DROP INDEX "book_search_title";--> statement-breakpoint
CREATE INDEX "book_search_title" ON "book" USING btree ("organization_id","search_title" text_pattern_ops) INCLUDE ("ratings_count","title","id");
