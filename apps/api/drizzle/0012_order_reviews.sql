CREATE TABLE "order_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"courier_id" uuid,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_rating_range" CHECK ("order_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_order_subject_idx" ON "order_reviews" USING btree ("order_id","subject");--> statement-breakpoint
CREATE INDEX "order_reviews_customer_idx" ON "order_reviews" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "order_reviews_vendor_idx" ON "order_reviews" USING btree ("vendor_id") WHERE "order_reviews"."subject" = 'VENDOR';