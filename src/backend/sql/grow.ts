import { sql } from 'drizzle-orm';
import { fieldSeparator } from '@/mocks/query';
import type { Database } from './sql-store';

/**
 * Grows the products and the orders to `rows` each for the API benchmark (docs/performance.md, "API"): copies of
 * the seed's records, each with its own id, a numbered name and varied numbers, with their search and sort
 * columns filled the way rows.ts fills them (benchmark data: the copies' `data` keys come in another order, and
 * their numbered names are typed texts, the same in every language, and they are searched in English).
 */
export async function growDatabase(db: Database, rows: number): Promise<void> {
  const sep = fieldSeparator;
  await db.execute(sql`
    insert into products (id, data, q_fr, q_en, q_ar, category, status, stock,
      k_product_fr, k_product_en, k_product_ar, k_category, k_status, price, qty, sku)
    select n_id,
      (p.data::jsonb || jsonb_build_object('id', n_id, 'productName', n_name, 'stock', n_stock,
        'price', '$' || to_char(n_price, 'FM999,999,990.00'), 'qty', n_qty, 'sku', n_sku))::json,
      n_q, n_q, n_q, p.category, p.status, n_stock, n_k, n_k, n_k, p.k_category, p.k_status, n_price, n_qty, n_sku
    from (
      select g as n_id, t.data, t.category, t.status, t.k_category, t.k_status,
        lower(t.data->>'productName') || ' #' || g || ${sep} || lower(t.data->>'productBrand') as n_q,
        t.k_product_en || ' #' || lpad(g::text, 20, '0') as n_k,
        (t.data->>'productName') || ' #' || g as n_name, (g % 5 <> 0) as n_stock,
        round((t.price * (1 + (g % 37) / 100.0))::numeric, 2)::float8 as n_price, (t.qty + g) % 1000 as n_qty,
        10000 + g % 90000 as n_sku
      from generate_series((select max(id) + 1 from products), ${rows}) g
      join (select row_number() over (order by id) - 1 as n, * from products) t
        on t.n = g % (select count(*) from products)
    ) p
  `);
  await db.execute(sql`
    insert into orders (id, data, q, order_number, k_customer, date, k_status, spent, email)
    select n_id,
      (o.data::jsonb || jsonb_build_object('id', n_id, 'order', n_number, 'spent', n_spent,
        'date', to_char(to_timestamp(n_day / 1000) at time zone 'UTC', 'FMMM/FMDD/YYYY')))::json,
      lower(o.data->>'customer') || ${sep} || lower(o.data->>'email') || ${sep} || n_number,
      n_number, o.k_customer, n_day, o.k_status, n_spent, o.data->>'email'
    from (
      select g as n_id, t.data, t.k_customer, t.k_status, 100000 + g as n_number,
        t.date - (g % 1000) * 86400000.0 as n_day, t.spent + g % 97 as n_spent
      from generate_series((select max(id) + 1 from orders), ${rows}) g
      join (select row_number() over (order by id) - 1 as n, * from orders) t
        on t.n = g % (select count(*) from orders)
    ) o
  `);
  // Fresh statistics and visibility maps, as autovacuum would leave them some time after a bulk load.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze orders`);
}
