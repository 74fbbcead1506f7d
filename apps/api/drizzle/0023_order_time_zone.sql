-- Each order carries its locality's time zone, so its dates show in the city it was placed in.
-- Orders placed before this migration take their locality's current zone.
ALTER TABLE "orders" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "orders" SET "time_zone" = "localities"."time_zone" FROM "localities" WHERE "localities"."id" = "orders"."locality_id";--> statement-breakpoint
UPDATE "orders" SET "time_zone" = 'UTC' WHERE "time_zone" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "time_zone" SET NOT NULL;
