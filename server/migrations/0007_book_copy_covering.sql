-- A book's copies with what the search reads of them (status, location), so the facet counts
-- and the copy filters probe this index alone instead of the copy rows (search/facet-counts.ts).
-- INCLUDE is not in drizzle's schema builder: schema.ts keeps the key column.
DROP INDEX "book_copy_book_id_index";--> statement-breakpoint
CREATE INDEX "book_copy_book" ON "book_copy" USING btree ("book_id") INCLUDE ("organization_id","status","location_id");