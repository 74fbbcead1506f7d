CREATE TABLE "order_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid,
	"old_total" integer NOT NULL,
	"new_total" integer NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_status" text DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_order_notes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"preparation_minutes" integer,
	"ready_by" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"decline_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_pauses" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"paused_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "vendor_staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_staff_id_vendor_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."vendor_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_order_notes" ADD CONSTRAINT "vendor_order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_pauses" ADD CONSTRAINT "vendor_pauses_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_pauses" ADD CONSTRAINT "vendor_pauses_staff_id_vendor_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."vendor_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff" ADD CONSTRAINT "vendor_staff_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff" ADD CONSTRAINT "vendor_staff_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff_sessions" ADD CONSTRAINT "vendor_staff_sessions_staff_id_vendor_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."vendor_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff_sessions" ADD CONSTRAINT "vendor_staff_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_edits_order_idx" ON "order_edits" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_staff_partner_phone_idx" ON "vendor_staff" USING btree ("partner_id","phone");--> statement-breakpoint
CREATE INDEX "vendor_staff_sessions_staff_idx" ON "vendor_staff_sessions" USING btree ("staff_id");