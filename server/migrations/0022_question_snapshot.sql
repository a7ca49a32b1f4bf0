ALTER TABLE "assignment_question" ADD COLUMN "type" smallint;--> statement-breakpoint
ALTER TABLE "assignment_question" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "assignment_question" ADD COLUMN "stems" jsonb;--> statement-breakpoint
ALTER TABLE "assignment_question" ADD COLUMN "key" jsonb;--> statement-breakpoint
ALTER TABLE "assignment_question" ADD COLUMN "explanation" text;--> statement-breakpoint
-- Appended by hand (drizzle-kit generates DDL only): copy the bank question into the rows of
-- assignments set before the snapshot, so they too stop following later bank edits.
UPDATE "assignment_question" SET "type" = "question"."type", "title" = "question"."title", "stems" = "question"."stems", "key" = "question"."key", "explanation" = "question"."explanation" FROM "question" WHERE "question"."id" = "assignment_question"."question_id" AND "assignment_question"."type" IS NULL;
