CREATE TABLE "product_search_names" (
	"term_id" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"langs" text[] NOT NULL,
	"fallback" boolean NOT NULL,
	CONSTRAINT "product_search_names_term_id_product_id_pk" PRIMARY KEY("term_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locality_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_search_names" (
	"term_id" integer NOT NULL,
	"vendor_id" uuid NOT NULL,
	"langs" text[] NOT NULL,
	"fallback" boolean NOT NULL,
	CONSTRAINT "vendor_search_names_term_id_vendor_id_pk" PRIMARY KEY("term_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "product_search_names" ADD CONSTRAINT "product_search_names_term_id_search_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."search_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_names" ADD CONSTRAINT "product_search_names_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_search_names" ADD CONSTRAINT "vendor_search_names_term_id_search_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."search_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_search_names" ADD CONSTRAINT "vendor_search_names_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_names_product_idx" ON "product_search_names" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_names_vendor_idx" ON "product_search_names" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_locality_kind_term_idx" ON "search_terms" USING btree ("locality_id","kind","term");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_search_names_vendor_idx" ON "vendor_search_names" USING btree ("vendor_id");