-- The pinyin lexemes of book.search_tokens in a table of their own (schema.ts bookPinyin), so a
-- pinyin prefix's books come from one btree in rank and popularity order (search/pinyin-tiers.ts)
-- instead of every match being read from the book table. A trigger writes the rows from the
-- tokens whoever writes a book (seed, import, backfill), and this migration fills them for the
-- rows already there: the pinyin lexemes are in their tokens since migration 0025.
CREATE TABLE "book_pinyin" (
	"book_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"pinyin" text NOT NULL,
	"tier" smallint NOT NULL,
	"ratings_count" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "book_pinyin_book_id_pinyin_pk" PRIMARY KEY("book_id","pinyin")
);
--> statement-breakpoint
ALTER TABLE "book_pinyin" ADD CONSTRAINT "book_pinyin_book_id_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."book"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- INCLUDE is not in drizzle's schema builder: schema.ts keeps the key columns.
CREATE INDEX "book_pinyin_prefix" ON "book_pinyin" USING btree ("organization_id","pinyin" text_pattern_ops) INCLUDE ("tier","ratings_count","title","book_id");--> statement-breakpoint
-- A tokens vector's pinyin lexemes and their tier: pe: 0, pt: 1, py:/pi: 2 in a title (weight A),
-- 3 in the author only (search/match.ts pinyinMatch's tiers).
CREATE FUNCTION "book_pinyin_lexemes"("tokens" tsvector) RETURNS TABLE ("pinyin" text, "tier" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme, (CASE left(lexeme, 3) WHEN 'pe:' THEN 0 WHEN 'pt:' THEN 1
    ELSE CASE WHEN 'A' = ANY (weights) THEN 2 ELSE 3 END END)::smallint
  FROM unnest(tokens)
  WHERE left(lexeme, 3) IN ('py:', 'pi:', 'pt:', 'pe:')
$$;--> statement-breakpoint
CREATE FUNCTION "book_pinyin_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM book_pinyin WHERE book_id = OLD.id;
  END IF;
  INSERT INTO book_pinyin (book_id, organization_id, pinyin, tier, ratings_count, title)
  SELECT NEW.id, NEW.organization_id, l.pinyin, l.tier, NEW.ratings_count, NEW.title
  FROM book_pinyin_lexemes(NEW.search_tokens) AS l;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "book_pinyin_write" AFTER INSERT OR UPDATE OF "search_tokens", "ratings_count", "title", "organization_id" ON "book"
FOR EACH ROW EXECUTE FUNCTION "book_pinyin_write"();--> statement-breakpoint
INSERT INTO "book_pinyin" ("book_id", "organization_id", "pinyin", "tier", "ratings_count", "title")
SELECT b.id, b.organization_id, l.pinyin, l.tier, b.ratings_count, b.title
FROM "book" b, book_pinyin_lexemes(b.search_tokens) AS l
WHERE b.search_tokens IS NOT NULL;
