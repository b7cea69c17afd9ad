// The store an order is made in (docs/caller-guide.md#stores-and-store-tokens): the one its body names, a store
// token's own, else the account's default; what the order then takes from it (return address, slip, inserts, logo).
import { fieldError, type FieldError } from "../domain/errors.js";
import { throughStore } from "../domain/stores.js";
import type { Db } from "../store/database.js";
import { findOrderStore } from "../store/stores.js";
import type { AccountRow, StoreRow } from "../store/tables.js";

/** The store a create or quote asks for: the body's store_id, and the store of a store token (null: a token of the whole account). */
export interface StoreAsk {
  sent: string | undefined;
  token: string | null;
}

/** The store id to read: a store token's own (a body naming another is refused), else the one sent; null: the default. */
export function storeToRead(ask: StoreAsk): string | null {
  return ask.token ?? ask.sent ?? null;
}

/** An order placed in its store: the account as the order's rules see it through the store, the store, and what was wrong with it. */
export interface PlacedOrder {
  account: AccountRow;
  store: StoreRow | undefined;
  /** unknown_store or store_archived at store_id, refused with the body's other problems. */
  errors: FieldError[];
}

/** Places an order asked as `ask` in `found` (the store read for storeToRead(ask)). */
export function placeOrder(account: AccountRow, ask: StoreAsk, found: StoreRow | undefined): PlacedOrder {
  if (ask.token !== null && ask.sent !== undefined && ask.sent !== ask.token) {
    return { account, store: undefined, errors: [fieldError("store_id", "unknown_store", "a store token makes orders in its own store only: leave store_id out, or send its own")] };
  }
  if (!found) {
    if (storeToRead(ask) === null) throw new Error(`account ${account.id} has no default store`);
    return { account, store: undefined, errors: [fieldError("store_id", "unknown_store", "your account has no store with that id (stores/list lists them)")] };
  }
  if (found.archived) return { account, store: found, errors: [fieldError("store_id", "store_archived", "the store is archived: it takes no new orders")] };
  return { account: throughStore(account, found), store: found, errors: [] };
}

/** Reads the store asked and places the order in it: for a quote and for the rules' check (a create reads its store with the account). */
export async function readAndPlace(db: Db, account: AccountRow, ask: StoreAsk): Promise<PlacedOrder> {
  return placeOrder(account, ask, await findOrderStore(db, account.id, storeToRead(ask)));
}
