// Migration 0036 on a database with accounts and tokens: up gives every account a default store made from its
// settings (name, return address, packing slip, inserts) and tokens that held every scope the store scopes; down
// removes the stores and those scopes, and up again makes them anew.
import { describe, expect, it } from "vitest";
import { SCOPES } from "../../src/domain/scopes.js";
import { migrate } from "../../src/store/database.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;
// The scopes before 0036: not the store scopes, nor billing:read (0040, also undone by going back before 0036).
const BEFORE = SCOPES.filter((scope) => !scope.startsWith("stores:") && scope !== "billing:read");
const json = (text: unknown): unknown => (text === null ? null : JSON.parse(text as string));
const RETURN_ADDRESS = { name: "Acme Returns", address_1: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "US" };

describe("migration 0036", () => {
  it("makes each account's default store from its settings and gives all-scope tokens the store scopes", async () => {
    const updated = await rig.server.post("/v1/admin/accounts/update", { account_id: rig.acme.accountId, return_address: RETURN_ADDRESS, packing_slip: { branding_message: "Thanks" } }, ADMIN_TOKEN);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const narrow = (await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, scopes: ["orders:read"] }, ADMIN_TOKEN)).body.data;
    const storesOnly = (await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, scopes: ["stores:read"] }, ADMIN_TOKEN)).body.data;

    await migrateTo(await migrationBefore("0036_stores"));
    const tables = await rows(`select * from tokens`);
    expect(Object.keys(tables[0]!)).not.toContain("store_id");
    const scopesOf = async (id: string) => {
      const [row] = await rows(`select scopes, revoked_at from tokens where id = '${id}'`);
      return { scopes: JSON.parse(row!.scopes as string) as string[], revoked: row!.revoked_at !== null };
    };
    expect(await scopesOf(rig.acme.tokenId)).toEqual({ scopes: BEFORE, revoked: false });
    expect(await scopesOf(narrow.token_id)).toEqual({ scopes: ["orders:read"], revoked: false });
    // It could do nothing before the store scopes existed.
    expect(await scopesOf(storesOnly.token_id)).toEqual({ scopes: [], revoked: true });

    expect(await migrate(rig.server.database.db)).toContain("0036_stores");
    expect((await scopesOf(rig.acme.tokenId)).scopes).toEqual([...SCOPES]);
    expect((await scopesOf(narrow.token_id)).scopes).toEqual(["orders:read"]);
    const stores = await rows(`select account_id, name, return_address, packing_slip, insert_ids, is_default, archived, logo_url, logo_status from stores order by name`);
    expect(stores.map((s) => ({ ...s, return_address: json(s.return_address), packing_slip: json(s.packing_slip), insert_ids: json(s.insert_ids), is_default: Number(s.is_default), archived: Number(s.archived) }))).toEqual([
      { account_id: rig.acme.accountId, name: "Acme", return_address: RETURN_ADDRESS, packing_slip: { branding_message: "Thanks" }, insert_ids: [42], is_default: 1, archived: 0, logo_url: null, logo_status: null },
      { account_id: rig.other.accountId, name: "Other", return_address: null, packing_slip: null, insert_ids: [], is_default: 1, archived: 0, logo_url: null, logo_status: null },
    ]);
    // The account's token reads them at once, and the migrated store takes the account's next change.
    const listed = await rig.server.post("/v1/stores/list", {}, rig.acme.token);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.stores).toEqual([expect.objectContaining({ name: "Acme", default: true, return_address: RETURN_ADDRESS })]);
    await rig.server.post("/v1/admin/accounts/update", { account_id: rig.acme.accountId, insert_ids: [9] }, ADMIN_TOKEN);
    expect((await rig.server.post("/v1/stores/list", {}, rig.acme.token)).body.data.stores[0].insert_ids).toEqual([9]);
  });
});
