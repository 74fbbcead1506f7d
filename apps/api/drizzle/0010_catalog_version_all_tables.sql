-- Browsing and search now keep their in-memory state behind catalog_version too (decision 013),
-- so every table a locality snapshot or a vendor catalogue is read from bumps it, not only the
-- tables a cart reads (0009). The search index tables are not listed: triggers on products and
-- vendors rewrite them inside the same statement, which already bumps the version.
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER vendor_categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER banners_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
