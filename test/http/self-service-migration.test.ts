// Migration 0015 on a database with tokens, endpoints and products: down removes the columns, up gives every account
// token made before scopes all of them (it could do everything, and still can), every endpoint "operator" as its
// creator, and no product archived.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "../../src/domain/scopes.js";
import { migrate } from "../../src/store/database.js";
import { migrationProvider } from "../../src/store/migrations/index.js";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { migrateDatabaseTo } from "../helpers/migrations.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

const rows = (query: string) => sql.raw<Record<string, unknown>>(query).execute(server.database.db).then((r) => r.rows);

const migrateTo = (name: string) => migrateDatabaseTo(server.database, name);

describe("migration 0015", () => {
  it("goes down and up again; tokens made before keep every scope and work on every surface of theirs", async () => {
    await server.post("/v1/admin/webhooks/create", { account_id: acme.accountId, url: "https://hooks.example.com/before" }, ADMIN_TOKEN);
    const before = Object.keys(await migrationProvider.getMigrations())
      .sort()
      .filter((name) => name < "0015_self_service")
      .at(-1)!;
    await migrateTo(before);
    expect(Object.keys((await rows(`select * from tokens`))[0]!)).not.toContain("scopes");
    expect(Object.keys((await rows(`select * from webhook_endpoints`))[0]!)).not.toContain("created_by");
    expect(Object.keys((await rows(`select * from products`))[0]!)).not.toContain("archived_at");

    expect(await migrate(server.database.db)).toContain("0015_self_service");
    const tokens = await rows(`select role, scopes, name, expires_at, last_used_at from tokens where account_id is not null`);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect({ ...token, scopes: JSON.parse(token.scopes as string) }).toEqual({ role: "account", scopes: [...SCOPES], name: null, expires_at: null, last_used_at: null });
    expect(await rows(`select distinct created_by from webhook_endpoints`)).toEqual([{ created_by: "operator" }]);
    expect(Number((await rows(`select count(*) as n from products where archived_at is not null`))[0]!.n)).toBe(0);

    expect((await server.post("/v1/token", {}, acme.token)).body.data.scopes).toEqual([...SCOPES]);
    expect((await server.post("/v1/products/list", {}, acme.token)).status).toBe(200);
    expect((await server.post("/v1/orders/list", {}, acme.token)).status).toBe(200);
  });
});
