CREATE TABLE "payment" (
	"bill_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"action_url" text,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failure" text,
	"posting" text,
	"posting_issue" text,
	"paid_at" timestamp with time zone,
	"gateway_trade_no" varchar(64),
	"checked_at" timestamp with time zone,
	"refund_of_bill_id" integer,
	"resolved_at" timestamp with time zone,
	"resolved_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_fine" (
	"bill_id" integer NOT NULL,
	"fine_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "payment_fine_bill_id_fine_id_pk" PRIMARY KEY("bill_id","fine_id"),
	CONSTRAINT "payment_fine_amount" CHECK ("payment_fine"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bill_reader_id_index";--> statement-breakpoint
ALTER TABLE "borrow_type" ADD COLUMN "deposit_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fine" ADD COLUMN "bill_id" integer;--> statement-breakpoint
ALTER TABLE "reader" ADD COLUMN "balance_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_bill_id_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_reader_id_reader_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."reader"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_of_bill_id_bill_id_fk" FOREIGN KEY ("refund_of_bill_id") REFERENCES "public"."bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fine" ADD CONSTRAINT "payment_fine_bill_id_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fine" ADD CONSTRAINT "payment_fine_fine_id_fine_id_fk" FOREIGN KEY ("fine_id") REFERENCES "public"."fine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency" ON "payment" USING btree ("reader_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_organization" ON "payment" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_unposted" ON "payment" USING btree ("organization_id") WHERE "payment"."posting" = 'unposted';--> statement-breakpoint
CREATE INDEX "payment_fine_fine_id_index" ON "payment_fine" USING btree ("fine_id");--> statement-breakpoint
CREATE INDEX "payment_notification_received_at_index" ON "payment_notification" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "fine" ADD CONSTRAINT "fine_bill_id_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_reader_time" ON "bill" USING btree ("reader_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_amounts" CHECK ("bill"."amount_fen" > 0 and "bill"."refund_fen" between 0 and "bill"."amount_fen");