-- Each list's row count, kept exact by statement triggers: an unfiltered list answers its total without
-- counting a million rows (docs/server.md, "Counting").
CREATE FUNCTION count_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts (name, n) SELECT TG_TABLE_NAME, count(*) FROM inserted
      ON CONFLICT (name) DO UPDATE SET n = list_counts.n + excluded.n;
  ELSE
    INSERT INTO list_counts (name, n) SELECT TG_TABLE_NAME, -count(*) FROM deleted
      ON CONFLICT (name) DO UPDATE SET n = list_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counted_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER products_counted_delete AFTER DELETE ON products REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER customers_counted_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER customers_counted_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER reviews_counted_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER reviews_counted_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER referrals_counted_insert AFTER INSERT ON referrals REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER referrals_counted_delete AFTER DELETE ON referrals REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER permissions_counted_insert AFTER INSERT ON permissions REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER permissions_counted_delete AFTER DELETE ON permissions REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER courses_counted_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER courses_counted_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER analytics_projects_counted_insert AFTER INSERT ON analytics_projects REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER analytics_projects_counted_delete AFTER DELETE ON analytics_projects REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER contact_messages_counted_insert AFTER INSERT ON contact_messages REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
CREATE TRIGGER contact_messages_counted_delete AFTER DELETE ON contact_messages REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows();
--> statement-breakpoint
INSERT INTO list_counts (name, n) VALUES ('products', (SELECT count(*) FROM products)), ('orders', (SELECT count(*) FROM orders)), ('customers', (SELECT count(*) FROM customers)), ('reviews', (SELECT count(*) FROM reviews)), ('referrals', (SELECT count(*) FROM referrals)), ('users', (SELECT count(*) FROM users)), ('permissions', (SELECT count(*) FROM permissions)), ('courses', (SELECT count(*) FROM courses)), ('analytics_projects', (SELECT count(*) FROM analytics_projects)), ('contact_messages', (SELECT count(*) FROM contact_messages))
  ON CONFLICT (name) DO UPDATE SET n = excluded.n;
