// Migration 0015 on a database with tokens, endpoints and products: down removes the columns, up gives every account
// token made before scopes all of them (it could do everything, and still can), every endpoint "operator" as its
// creator, and no product archived.
import { describe, expect, it } from "vitest";
import { SCOPES } from "../../src/domain/scopes.js";
import { migrate } from "../../src/store/database.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;

describe("migration 0015", () => {
  it("goes down and up again; tokens made before keep every scope and work on every surface of theirs", async () => {
    await rig.server.post("/v1/admin/webhooks/create", { account_id: rig.acme.accountId, url: "https://hooks.example.com/before" }, ADMIN_TOKEN);
    const before = await migrationBefore("0015_self_service");
    await migrateTo(before);
    expect(Object.keys((await rows(`select * from tokens`))[0]!)).not.toContain("scopes");
    expect(Object.keys((await rows(`select * from webhook_endpoints`))[0]!)).not.toContain("created_by");
    expect(Object.keys((await rows(`select * from products`))[0]!)).not.toContain("archived_at");

    expect(await migrate(rig.server.database.db)).toContain("0015_self_service");
    const tokens = await rows(`select role, scopes, name, expires_at, last_used_at from tokens where account_id is not null`);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect({ ...token, scopes: JSON.parse(token.scopes as string) }).toEqual({ role: "account", scopes: [...SCOPES], name: null, expires_at: null, last_used_at: null });
    expect(await rows(`select distinct created_by from webhook_endpoints`)).toEqual([{ created_by: "operator" }]);
    expect(Number((await rows(`select count(*) as n from products where archived_at is not null`))[0]!.n)).toBe(0);

    expect((await rig.server.post("/v1/token", {}, rig.acme.token)).body.data.scopes).toEqual([...SCOPES]);
    expect((await rig.server.post("/v1/products/list", {}, rig.acme.token)).status).toBe(200);
    expect((await rig.server.post("/v1/orders/list", {}, rig.acme.token)).status).toBe(200);
  });
});
