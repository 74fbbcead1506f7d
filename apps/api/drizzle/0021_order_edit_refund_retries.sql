ALTER TABLE "order_edits" ADD COLUMN "refund_due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_edits" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_edits" ADD COLUMN "refund_last_error" text;--> statement-breakpoint
CREATE INDEX "order_edits_refund_due_idx" ON "order_edits" USING btree ("refund_due_at") WHERE "order_edits"."refund_status" = 'PENDING';