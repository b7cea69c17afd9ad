// Migration 0040 on a database with accounts and tokens: up makes the ledger and gives tokens that held every scope
// billing:read; down removes both (a token that held nothing but billing:read is revoked), and up again restores them.
import { describe, expect, it } from "vitest";
import { SCOPES } from "../../src/domain/scopes.js";
import { migrate } from "../../src/store/database.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;
const BEFORE = SCOPES.filter((scope) => scope !== "billing:read");

describe("migration 0040", () => {
  it("gives all-scope tokens billing:read, and the ledger is there to write", async () => {
    const narrow = (await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, scopes: ["orders:read"] }, ADMIN_TOKEN)).body.data;
    const billingOnly = (await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, scopes: ["billing:read"] }, ADMIN_TOKEN)).body.data;
    const scopesOf = async (id: string) => {
      const [row] = await rows(`select scopes, revoked_at from tokens where id = '${id}'`);
      return { scopes: JSON.parse(row!.scopes as string) as string[], revoked: row!.revoked_at !== null };
    };

    await migrateTo(await migrationBefore("0040_ledger"));
    await expect(rows(`select * from billing_entries`)).rejects.toThrow();
    expect(await scopesOf(rig.acme.tokenId)).toEqual({ scopes: BEFORE, revoked: false });
    expect(await scopesOf(narrow.token_id)).toEqual({ scopes: ["orders:read"], revoked: false });
    // It could do nothing before billing:read existed.
    expect(await scopesOf(billingOnly.token_id)).toEqual({ scopes: [], revoked: true });

    expect(await migrate(rig.server.database.db)).toContain("0040_ledger");
    expect((await scopesOf(rig.acme.tokenId)).scopes).toEqual([...SCOPES]);
    expect((await scopesOf(narrow.token_id)).scopes).toEqual(["orders:read"]);
    // The account's token reads its (empty) ledger at once, and an operator's entry lands in it.
    await rig.server.post("/v1/admin/accounts/update", { account_id: rig.acme.accountId, currency: "USD" }, ADMIN_TOKEN);
    const added = await rig.server.post("/v1/admin/billing/entries/add", { account_id: rig.acme.accountId, amount: { amount: -100, currency: "USD" }, reason: "opening credit" }, ADMIN_TOKEN);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const balance = await rig.server.post("/v1/billing/balance", {}, rig.acme.token);
    expect(balance.body.data.balance).toEqual({ amount: -100, currency: "USD" });
  });
});
