-- Keeps the search dictionary (search_terms, vendor_search_names, product_search_names) in step
-- with vendors and products. Statement-level triggers with transition tables: a seed that
-- inserts 20 000 products in one statement updates the index in a few set-based statements,
-- not 20 000 row-by-row calls.

-- How a name is compared: lower-cased, trimmed, runs of white space collapsed. The search query
-- normalises the keyword with the same function.
CREATE FUNCTION search_normalise(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(regexp_replace(value, '\s+', ' ', 'g')))
$$;
--> statement-breakpoint
-- The names a vendor or product shows, one row per distinct normalised name: the languages
-- whose translation it is, and whether it is the fallback (English, else the base name) shown in
-- every language without a translation. Mirrors resolveI18n in apps/api/src/http/i18n-text.ts.
CREATE FUNCTION search_names_of(name text, name_i18n jsonb)
RETURNS TABLE (term text, langs text[], fallback boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_normalise(shown.value),
         coalesce(array_agg(shown.lang ORDER BY shown.lang) FILTER (WHERE shown.lang IS NOT NULL), '{}'),
         bool_or(shown.lang IS NULL)
  FROM (
    SELECT translation.key AS lang, translation.value
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(name_i18n) = 'object' THEN name_i18n ELSE '{}'::jsonb END)
      AS translation
    WHERE translation.value <> ''
    UNION ALL
    SELECT NULL, coalesce(nullif(name_i18n ->> 'en', ''), name)
  ) AS shown
  WHERE search_normalise(shown.value) <> ''
  GROUP BY 1
$$;
--> statement-breakpoint
CREATE FUNCTION search_sync_products(product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_names WHERE product_id = ANY (product_ids);
  -- The names are materialised before they meet the dictionary: inlined, the planner guesses
  -- one name per product and joins the whole dictionary against every product.
  WITH named AS MATERIALIZED (
    SELECT v.locality_id, n.term
    FROM unnest(product_ids) AS x(id)
    JOIN products p ON p.id = x.id
    JOIN vendors v ON v.id = p.vendor_id
    CROSS JOIN LATERAL search_names_of(p.name, p.name_i18n) AS n
  )
  INSERT INTO search_terms (locality_id, kind, term)
  SELECT DISTINCT locality_id, 'PRODUCT', term FROM named
  ON CONFLICT DO NOTHING;
  WITH named AS MATERIALIZED (
    SELECT p.id AS product_id, p.vendor_id, v.locality_id, n.term, n.langs, n.fallback
    FROM unnest(product_ids) AS x(id)
    JOIN products p ON p.id = x.id
    JOIN vendors v ON v.id = p.vendor_id
    CROSS JOIN LATERAL search_names_of(p.name, p.name_i18n) AS n
  )
  INSERT INTO product_search_names (term_id, product_id, vendor_id, langs, fallback)
  SELECT t.id, named.product_id, named.vendor_id, named.langs, named.fallback
  FROM named
  JOIN search_terms t
    ON t.locality_id = named.locality_id AND t.kind = 'PRODUCT' AND t.term = named.term;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_sync_vendors(vendor_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_search_names WHERE vendor_id = ANY (vendor_ids);
  WITH named AS MATERIALIZED (
    SELECT v.locality_id, n.term
    FROM unnest(vendor_ids) AS x(id)
    JOIN vendors v ON v.id = x.id
    CROSS JOIN LATERAL search_names_of(v.name, v.name_i18n) AS n
  )
  INSERT INTO search_terms (locality_id, kind, term)
  SELECT DISTINCT locality_id, 'VENDOR', term FROM named
  ON CONFLICT DO NOTHING;
  WITH named AS MATERIALIZED (
    SELECT v.id AS vendor_id, v.locality_id, n.term, n.langs, n.fallback
    FROM unnest(vendor_ids) AS x(id)
    JOIN vendors v ON v.id = x.id
    CROSS JOIN LATERAL search_names_of(v.name, v.name_i18n) AS n
  )
  INSERT INTO vendor_search_names (term_id, vendor_id, langs, fallback)
  SELECT t.id, named.vendor_id, named.langs, named.fallback
  FROM named
  JOIN search_terms t
    ON t.locality_id = named.locality_id AND t.kind = 'VENDOR' AND t.term = named.term;
END
$$;
--> statement-breakpoint
CREATE FUNCTION products_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_products(ARRAY(SELECT id FROM changed_new));
  ELSE
    PERFORM search_sync_products(ARRAY(
      SELECT n.id FROM changed_new n JOIN changed_old o ON o.id = n.id
      WHERE (n.name, n.name_i18n, n.vendor_id) IS DISTINCT FROM (o.name, o.name_i18n, o.vendor_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION vendors_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_vendors(ARRAY(SELECT id FROM changed_new));
  ELSE
    PERFORM search_sync_vendors(ARRAY(
      SELECT n.id FROM changed_new n JOIN changed_old o ON o.id = n.id
      WHERE (n.name, n.name_i18n, n.locality_id) IS DISTINCT FROM (o.name, o.name_i18n, o.locality_id)));
    -- A vendor that moves to another locality takes its products' names along.
    PERFORM search_sync_products(ARRAY(
      SELECT p.id FROM changed_new n JOIN changed_old o ON o.id = n.id
      JOIN products p ON p.vendor_id = n.id
      WHERE n.locality_id IS DISTINCT FROM o.locality_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A name nobody carries any more leaves the dictionary, so it cannot crowd out live names.
CREATE FUNCTION search_drop_unused_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms t
  WHERE t.id IN (SELECT DISTINCT term_id FROM unlinked)
    AND NOT EXISTS (SELECT 1 FROM product_search_names e WHERE e.term_id = t.id)
    AND NOT EXISTS (SELECT 1 FROM vendor_search_names e WHERE e.term_id = t.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION products_search_sync();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION products_search_sync();
--> statement-breakpoint
CREATE TRIGGER vendors_search_insert AFTER INSERT ON vendors
REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION vendors_search_sync();
--> statement-breakpoint
CREATE TRIGGER vendors_search_update AFTER UPDATE ON vendors
REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION vendors_search_sync();
--> statement-breakpoint
CREATE TRIGGER product_search_names_cleanup AFTER DELETE ON product_search_names
REFERENCING OLD TABLE AS unlinked
FOR EACH STATEMENT EXECUTE FUNCTION search_drop_unused_terms();
--> statement-breakpoint
CREATE TRIGGER vendor_search_names_cleanup AFTER DELETE ON vendor_search_names
REFERENCING OLD TABLE AS unlinked
FOR EACH STATEMENT EXECUTE FUNCTION search_drop_unused_terms();
--> statement-breakpoint
-- Databases that already hold a catalogue get their index now.
SELECT search_sync_vendors(ARRAY(SELECT id FROM vendors));
--> statement-breakpoint
SELECT search_sync_products(ARRAY(SELECT id FROM products));
