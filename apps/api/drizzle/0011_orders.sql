CREATE TABLE "idempotency_keys" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" bigserial NOT NULL,
	"partner_id" uuid NOT NULL,
	"locality_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"receipt_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method" text,
	"payment_status" text,
	"locality_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_avatar" jsonb,
	"vendor_address" text,
	"address" jsonb,
	"preorder_date_time" text,
	"lines" jsonb NOT NULL,
	"utensils" integer DEFAULT 0 NOT NULL,
	"cart_total" integer NOT NULL,
	"original_total" integer NOT NULL,
	"delivery_total" integer NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_total" integer NOT NULL,
	"promo_code_id" uuid,
	"promo_code" text,
	"promo_type" text,
	"promo_discount" integer DEFAULT 0 NOT NULL,
	"courier_id" uuid,
	"courier_latitude" double precision,
	"courier_longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_active_idx" ON "orders" USING btree ("status") WHERE "orders"."status" not in ('COMPLETED', 'DECLINED', 'CANCELED', 'CANCELLED');--> statement-breakpoint
-- Human order numbers start at four digits, as customers expect to read them out.
ALTER SEQUENCE "orders_number_seq" RESTART WITH 1001;
