ALTER TABLE "book" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "search_tokens" "tsvector";--> statement-breakpoint
CREATE INDEX "book_search_tokens" ON "book" USING gin ("search_tokens");