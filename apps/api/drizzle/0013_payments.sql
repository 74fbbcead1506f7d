CREATE TABLE "payment_webhook_events" (
	"gateway" text NOT NULL,
	"event_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"card_id" uuid,
	"save_card" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"mode" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"card_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sessions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_customer_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."customer_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_idx" ON "payments" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'PENDING' and "payments"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_authorized_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'AUTHORIZED' and "payments"."order_id" is not null;