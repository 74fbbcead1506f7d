CREATE TABLE "courier_presence" (
	"courier_id" uuid PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"position_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"distance_meters" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courier_presence" ADD CONSTRAINT "courier_presence_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_offers" ADD CONSTRAINT "delivery_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_offers" ADD CONSTRAINT "delivery_offers_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_order_courier_idx" ON "delivery_offers" USING btree ("order_id","courier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_pending_order_idx" ON "delivery_offers" USING btree ("order_id") WHERE "delivery_offers"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_pending_courier_idx" ON "delivery_offers" USING btree ("courier_id") WHERE "delivery_offers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "delivery_offers_expiry_idx" ON "delivery_offers" USING btree ("expires_at") WHERE "delivery_offers"."status" = 'PENDING';