// The raw PostgreSQL baseline: the statements a create-order standard (and a tracking read) makes, sent with `pg`
// directly from the bench process over a pool of the service's size, as many at once as the load generator keeps
// requests open. What PostgreSQL and the round trips alone cost, so the service's figure can be read as a ratio.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";

export interface RawResult {
  requests: number;
  durationS: number;
  latenciesMs: number[];
}

interface Seeded {
  tokenHash: string;
  accountId: string;
  products: { id: string; sku: string; blank_sku: string; printed: boolean }[];
}

async function seeded(pool: pg.Pool): Promise<Seeded> {
  const token = await pool.query<{ token_hash: string; account_id: string }>("select token_hash, account_id from tokens where role = 'account' limit 1");
  const { token_hash: tokenHash, account_id: accountId } = token.rows[0]!;
  const products = await pool.query<{ id: string; sku: string; blank_sku: string; print_areas: string }>(
    "select id, sku, blank_sku, print_areas from products where account_id = $1 and sku in ('MY-TEE', 'MY-BOOK') order by sku desc",
    [accountId],
  );
  return { tokenHash, accountId, products: products.rows.map((p) => ({ ...p, printed: p.sku === "MY-TEE" })) };
}

const ref = (prefix: string) => `${prefix}_raw${randomBytes(10).toString("hex")}`;

/** One create: the token lookup, then the service's transaction, statement for statement (docs/performance.md). */
async function createTransaction(pool: pg.Pool, s: Seeded): Promise<string> {
  await pool.query("select t.id, t.account_id, t.role, t.token_hash, t.created_at, t.revoked_at, a.disabled from tokens t left join accounts a on a.id = t.account_id where t.token_hash = $1", [s.tokenHash]);
  const client = await pool.connect();
  try {
    const now = new Date().toISOString();
    const orderRef = ref("ord");
    const externalRef = ref("ext");
    await client.query("begin");
    await client.query("select a.*, o.order_ref, o.request_hash, o.response from accounts a left join orders o on o.account_id = a.id and o.external_ref = $2 where a.id = $1", [s.accountId, externalRef]);
    await client.query(
      "select p.*, b.name as blank_name, b.type, b.packing_slip_supported, b.print_areas as blank_print_areas, b.created_at as blank_created_at from products p join blanks b on b.sku = p.blank_sku where p.account_id = $1 and p.sku in ($2, $3)",
      [s.accountId, s.products[0]!.sku, s.products[1]!.sku],
    );
    const printed = s.products.filter((p) => p.printed);
    await client.query("select a.product_id, a.area, a.url, f.checksum, f.content_type, f.size_bytes, f.width_px, f.height_px, f.density from product_art a join files f on f.checksum = a.checksum where a.product_id = $1", [printed[0]!.id]);
    const items = s.products.map((p, position) => ({ itemRef: ref("itm"), p, position }));
    const response = JSON.stringify({ order_ref: orderRef, items: items.map((i) => ({ item_ref: i.itemRef, sku: i.p.sku, quantity: 1 })) });
    await client.query(
      `insert into orders (order_ref, account_id, external_ref, request_hash, response, status, item_kind, order_note, created_at, received_at, editable_until, updated_at,
        shipping_name, shipping_phone, shipping_address_1, shipping_address_2, shipping_city, shipping_zip, shipping_state, shipping_country, return_address, return_address_source, packing_slip, insert_id)
       values ($1, $2, $3, $4, $5, 'received', 'standard', null, $6, $6, $6, $6, 'Ada Lovelace', '+14155550100', '1 Main St', null, 'Springfield', '62701', 'IL', 'US', null, 'connected_store', null, null)`,
      [orderRef, s.accountId, externalRef, randomBytes(32).toString("hex"), response, now],
    );
    await client.query(
      "insert into order_items (item_ref, order_ref, position, sku, kind, product_id, blank_sku, quantity, print_areas) values ($1, $2, 0, $3, 'standard', $4, $5, 1, null), ($6, $2, 1, $7, 'standard', $8, $9, 1, null)",
      [items[0]!.itemRef, orderRef, items[0]!.p.sku, items[0]!.p.id, items[0]!.p.blank_sku, items[1]!.itemRef, items[1]!.p.sku, items[1]!.p.id, items[1]!.p.blank_sku],
    );
    const printedItem = items.find((i) => i.p.printed)!;
    await client.query(
      "insert into order_files (item_ref, area, order_ref, account_id, status, reason, print_file, preview, print_file_checksum, preview_checksum, updated_at) values ($1, 'front', $2, $3, 'pending', null, null, null, null, null, $4)",
      [printedItem.itemRef, orderRef, s.accountId, now],
    );
    await client.query(
      "insert into jobs (kind, payload, queue_key, status, run_at, max_attempts, locked_by, locked_until, last_error, created_at, updated_at) values ('files.line', $1, null, 'pending', $2, 8, null, null, null, $2, $2)",
      [JSON.stringify({ item_ref: printedItem.itemRef }), now],
    );
    await client.query("commit");
    return orderRef;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** One tracking read: the token lookup and the one query of the order with its shipments. */
async function trackingRead(pool: pg.Pool, s: Seeded, orderRef: string): Promise<void> {
  await pool.query("select t.id, t.account_id, t.role, t.token_hash, t.created_at, t.revoked_at, a.disabled from tokens t left join accounts a on a.id = t.account_id where t.token_hash = $1", [s.tokenHash]);
  await pool.query(
    `select o.order_ref, o.external_ref, o.status, s.shipment_ref, s.carrier, s.tracking_number, s.tracking_url, s.shipped_at, s.reshipment, s.status as shipment_status, s.events, si.item_ref, si.quantity,
       (select max(e.order_seq) from events e where e.order_ref = o.order_ref) as sequence
     from orders o left join shipments s on s.order_ref = o.order_ref left join shipment_items si on si.shipment_ref = s.shipment_ref left join order_items oi on oi.item_ref = si.item_ref
     where o.account_id = $1 and o.order_ref = $2 order by s.shipped_at, s.shipment_ref, oi.position`,
    [s.accountId, orderRef],
  );
}

async function drive(concurrency: number, durationS: number, once: () => Promise<void>): Promise<RawResult> {
  const latenciesMs: number[] = [];
  const start = performance.now();
  const deadline = start + durationS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const began = performance.now();
        await once();
        latenciesMs.push(performance.now() - began);
      }
    }),
  );
  return { requests: latenciesMs.length, durationS: (performance.now() - start) / 1000, latenciesMs };
}

/**
 * Runs the raw create transaction, then raw tracking reads of the orders it made, on the schema at `url` (seeded by
 * the service: its account, token and products), `concurrency` at once over a pool of `poolSize`.
 */
export async function rawPostgres(url: string, poolSize: number, concurrency: number, warmupS: number, durationS: number): Promise<{ create: RawResult; tracking: RawResult }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    const s = await seeded(pool);
    const refs: string[] = [];
    const create = async () => {
      refs.push(await createTransaction(pool, s));
    };
    if (warmupS > 0) await drive(concurrency, warmupS, create);
    const created = await drive(concurrency, durationS, create);
    let next = 0;
    const read = () => trackingRead(pool, s, refs[next++ % refs.length]!);
    if (warmupS > 0) await drive(concurrency, warmupS, read);
    return { create: created, tracking: await drive(concurrency, durationS, read) };
  } finally {
    await pool.end();
  }
}
