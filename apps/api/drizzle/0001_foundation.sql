CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"emoji" text NOT NULL,
	"background" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"partner_type" text DEFAULT 'DEMO' NOT NULL,
	"platform_name" text NOT NULL,
	"official_name" text NOT NULL,
	"official_address" text NOT NULL,
	"certificate" text DEFAULT '' NOT NULL,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"languages" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"text_logo" boolean DEFAULT true NOT NULL,
	"logo_image_id" uuid,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lang" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"country_code" text NOT NULL,
	"time_zone" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"center_latitude" double precision NOT NULL,
	"center_longitude" double precision NOT NULL,
	"delivery_zone" jsonb NOT NULL,
	"min_order_price" integer DEFAULT 0 NOT NULL,
	"preorder_period_type" text DEFAULT 'NONE' NOT NULL,
	"preorder_period_value" integer DEFAULT 0 NOT NULL,
	"receipt_types" jsonb DEFAULT '["DELIVERY"]'::jsonb NOT NULL,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_types" jsonb DEFAULT '["CASH"]'::jsonb NOT NULL,
	"payment_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_stored_cards" boolean DEFAULT false NOT NULL,
	"bind_new_card" boolean DEFAULT false NOT NULL,
	"tip_settings" jsonb,
	"customer_auth_otp_provider" text DEFAULT 'INTERNAL' NOT NULL,
	"firebase_project_id" text,
	"support_chat_url" text,
	"referral_settings" jsonb,
	"comment_enabled" boolean DEFAULT true NOT NULL,
	"cash_max_amount" integer,
	"contact_phone" text,
	"contact_email" text,
	"ui_flow" text DEFAULT 'DEFAULT' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locality_id" uuid NOT NULL,
	"spot" text DEFAULT 'TOP' NOT NULL,
	"image_id" uuid,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_link" text,
	"vendor_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locality_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" uuid,
	"is_top" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"multi_selection" boolean DEFAULT false NOT NULL,
	"max_count" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"max_count" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"discount_price" integer,
	"image_id" uuid,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"weight" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition_facts" jsonb,
	"external_link" text,
	"max_count" integer,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"catalog_category_id" uuid,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"cooking_time" integer,
	"image_orientation" text DEFAULT 'HORIZONTAL' NOT NULL,
	"working_hours" jsonb
);
--> statement-breakpoint
CREATE TABLE "vendor_categories" (
	"vendor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "vendor_categories_vendor_id_category_id_pk" PRIMARY KEY("vendor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locality_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vendor_type" text DEFAULT 'RESTAURANT' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image_id" uuid,
	"avatar_id" uuid,
	"rating" double precision,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_zone" jsonb NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"free_delivery_from" integer,
	"min_estimated_delivery_duration" integer,
	"max_estimated_delivery_duration" integer,
	"cooking_time_start" integer,
	"cooking_time_end" integer,
	"receipt_types" jsonb DEFAULT '["DELIVERY"]'::jsonb NOT NULL,
	"live_mode" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"utensils_allowed" boolean DEFAULT true NOT NULL,
	"utensils_max_count" integer DEFAULT 10 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_groups" ADD CONSTRAINT "component_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_group_id_component_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."component_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_catalog_category_id_catalog_categories_id_fk" FOREIGN KEY ("catalog_category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_avatar_id_images_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "localities_partner_code_idx" ON "localities" USING btree ("partner_id","code");--> statement-breakpoint
CREATE INDEX "localities_partner_sort_idx" ON "localities" USING btree ("partner_id","sort_order");--> statement-breakpoint
CREATE INDEX "banners_locality_idx" ON "banners" USING btree ("locality_id","sort_order");--> statement-breakpoint
CREATE INDEX "catalog_categories_vendor_idx" ON "catalog_categories" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "categories_locality_idx" ON "categories" USING btree ("locality_id","parent_id");--> statement-breakpoint
CREATE INDEX "component_groups_product_idx" ON "component_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "components_group_idx" ON "components" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "products_section_idx" ON "products" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "sections_vendor_idx" ON "sections" USING btree ("vendor_id","sort_order");--> statement-breakpoint
CREATE INDEX "vendor_categories_category_idx" ON "vendor_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_locality_code_idx" ON "vendors" USING btree ("locality_id","code");--> statement-breakpoint
CREATE INDEX "vendors_locality_sort_idx" ON "vendors" USING btree ("locality_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_partner_slug_idx" ON "content_pages" USING btree ("partner_id","slug");--> statement-breakpoint
CREATE INDEX "content_pages_partner_sort_idx" ON "content_pages" USING btree ("partner_id","sort_order");