// An order keeps what its packing slip prints (docs/operator-guide.md#packing-slips): the return address and the two messages that applied when
// it was created. Existing orders are filled from their accounts' settings as they are when this migration runs (what
// applied at their creation was never recorded; docs/operator-guide.md says so): an order whose return address came
// from the account gets the account's current fixed address (it keeps none when the account has none now), and each
// message the order did not send itself becomes the account's current one.
import { sql, type Kysely } from "kysely";

/** Orders with a packing slip of their own are merged with their account's in JavaScript, this many at a time. */
const BATCH = 500;

interface Messages {
  branding_message?: string;
  contact_message?: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("slip_branding_message", "text").execute();
  await db.schema.alterTable("orders").addColumn("slip_contact_message", "text").execute();

  await sql`update orders set return_address = (select a.return_address from accounts a where a.id = orders.account_id)
    where return_address_source = 'account' and return_address is null`.execute(db);

  const accounts = await sql<{ id: string; packing_slip: string }>`select id, packing_slip from accounts where packing_slip is not null`.execute(db);
  const accountMessages = new Map(accounts.rows.map((a) => [a.id, JSON.parse(a.packing_slip) as Messages]));
  // Orders that sent no packing slip print the account's messages: one statement per account that has any.
  for (const [id, messages] of accountMessages) {
    await sql`update orders set slip_branding_message = ${messages.branding_message ?? null}, slip_contact_message = ${messages.contact_message ?? null}
      where account_id = ${id} and packing_slip is null`.execute(db);
  }
  // Orders that sent one: each message their own, else the account's.
  let after = "";
  for (;;) {
    const page = await sql<{ order_ref: string; account_id: string; packing_slip: string }>`select order_ref, account_id, packing_slip from orders
      where packing_slip is not null and order_ref > ${after} order by order_ref limit ${BATCH}`.execute(db);
    for (const order of page.rows) {
      const own = JSON.parse(order.packing_slip) as Messages;
      const account = accountMessages.get(order.account_id);
      await sql`update orders set slip_branding_message = ${own.branding_message ?? account?.branding_message ?? null},
        slip_contact_message = ${own.contact_message ?? account?.contact_message ?? null} where order_ref = ${order.order_ref}`.execute(db);
    }
    if (page.rows.length < BATCH) break;
    after = page.rows.at(-1)!.order_ref;
  }
}

/** Back to resolving at print time: the account's address is dropped from orders that took it from the account. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update orders set return_address = null where return_address_source = 'account'`.execute(db);
  await db.schema.alterTable("orders").dropColumn("slip_contact_message").execute();
  await db.schema.alterTable("orders").dropColumn("slip_branding_message").execute();
}
