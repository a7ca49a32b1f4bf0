-- Search indexes the pinyin of Chinese titles and authors (server/src/search/normalize.ts,
-- pinyinTokens): the rows written before it lose their search tokens here, and the start's
-- backfill (server/src/search/backfill.ts) writes them anew with the pinyin. Only rows with a
-- Chinese character (CJK ideograph blocks) are touched: the others' tokens do not change.
UPDATE "book" SET "search_tokens" = NULL
WHERE "search_tokens" IS NOT NULL
  AND ("title" || ' ' || coalesce("parallel_title", '') || ' ' || coalesce("subtitle", '') || ' ' || coalesce("series", '') || ' ' || coalesce("author", '')) ~ '[㐀-䶿一-鿿豈-﫿]';
