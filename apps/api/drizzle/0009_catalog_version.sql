CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Any write to a catalogue row a cart reads bumps the version, once per statement, in the
-- writer's transaction (a seed inserting thousands of rows bumps it once).
CREATE FUNCTION catalog_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER sections_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sections
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER component_groups_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON component_groups
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER components_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON components
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER images_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER localities_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON localities
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
