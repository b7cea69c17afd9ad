// Migration 0028 on a database with tokens: down removes who made each token and the token scopes, up gives every
// account token that held every scope there was (it could do everything) tokens:read and tokens:write, so it can go on
// doing everything, and leaves a narrower token as it was.
import { describe, expect, it } from "vitest";
import { SCOPES } from "../../src/domain/scopes.js";
import { migrate } from "../../src/store/database.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;
const SIX = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write"];

describe("migration 0028", () => {
  it("goes down and up again; tokens that held every scope gain the token scopes, narrower ones do not", async () => {
    const create = async (scopes: string[]) => (await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, scopes }, ADMIN_TOKEN)).body.data;
    const narrow = await create(["orders:read", "webhooks:write"]);
    const tokensOnly = await create(["tokens:write"]);
    const shuffled = await create(["orders:read"]);
    const made = await rig.server.post("/v1/tokens/create", { scopes: ["orders:read"] }, rig.acme.token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    await migrateTo(await migrationBefore("0028_caller_tokens"));
    expect(Object.keys((await rows(`select * from tokens`))[0]!)).not.toContain("created_by_token_id");
    const scopesOf = async (id: string) => {
      const [row] = await rows(`select scopes, revoked_at from tokens where id = '${id}'`);
      return { scopes: JSON.parse(row!.scopes as string) as string[], revoked: row!.revoked_at !== null };
    };
    expect(await scopesOf(rig.acme.tokenId)).toEqual({ scopes: SIX, revoked: false });
    expect(await scopesOf(narrow.token_id)).toEqual({ scopes: ["orders:read", "webhooks:write"], revoked: false });
    // It could do nothing before the token scopes existed.
    expect(await scopesOf(tokensOnly.token_id)).toEqual({ scopes: [], revoked: true });
    // A row of every scope written in another order and spacing still holds every scope.
    await rows(`update tokens set scopes = '${JSON.stringify([...SIX].reverse(), null, 1)}' where id = '${shuffled.token_id}'`);

    expect(await migrate(rig.server.database.db)).toContain("0028_caller_tokens");
    expect((await scopesOf(rig.acme.tokenId)).scopes).toEqual([...SCOPES]);
    expect((await scopesOf(shuffled.token_id)).scopes).toEqual([...SCOPES]);
    expect((await scopesOf(narrow.token_id)).scopes).toEqual(["orders:read", "webhooks:write"]);
    expect(await rows(`select distinct created_by_token_id from tokens`)).toEqual([{ created_by_token_id: null }]);

    expect((await rig.server.post("/v1/token", {}, rig.acme.token)).body.data.scopes).toEqual([...SCOPES]);
    expect((await rig.server.post("/v1/tokens/list", {}, rig.acme.token)).status).toBe(200);
    const refused = await rig.server.post("/v1/tokens/list", {}, narrow.token);
    expect(refused.body.data.required_scope).toBe("tokens:read");
    expect((await rig.server.post("/v1/tokens/create", {}, tokensOnly.token)).status).toBe(401);
  });
});
