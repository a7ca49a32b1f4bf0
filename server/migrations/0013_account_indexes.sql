-- The account at scale (bench/account-scale.ts, 100,000 readers, 5.2 million loans):
-- the history and bill indexes in the pages' own order, NULLS FIRST as `order by … desc`
-- sorts (the planner sorted a reader's whole history instead: 40–140 ms for 2,000 loans);
-- the open loan of a copy for the reservation queue's wait estimate (830 ms → 1 ms).
DROP INDEX "bill_reader_time";--> statement-breakpoint
DROP INDEX "borrow_record_history";--> statement-breakpoint
CREATE INDEX "borrow_record_open_copy" ON "borrow_record" USING btree ("copy_id") WHERE "borrow_record"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "bill_reader_time" ON "bill" USING btree ("reader_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "borrow_record_history" ON "borrow_record" USING btree ("reader_id","returned_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "borrow_record"."returned_at" is not null;