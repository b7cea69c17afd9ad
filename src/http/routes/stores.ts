// An account's stores (docs/caller-guide.md#stores-and-store-tokens, docs/operator-guide.md#stores), on both surfaces from
// one list of operations: the merchant's under /v1/stores (the token's account; a store token's store only) and the
// operator's under /v1/admin/stores (the body's account_id). The same services answer both.
import type { Static, TSchema } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Scope } from "../../domain/scopes.js";
import {
  CallerCreateStoreBody,
  CallerListStoresBody,
  CallerStoreIdBody,
  CallerUpdateStoreBody,
  CreateStoreBody,
  ListStoresBody,
  StoreIdBody,
  StoreList,
  StoreView,
  UpdateStoreBody,
} from "../../schemas/stores.js";
import type { ServiceContext } from "../../services/context.js";
import { archiveStore, createStore, getStore, listStores, updateStore, type StoreScope } from "../../services/stores.js";
import { operation } from "../operation.js";

type Surface = "operator" | "caller";

/** One store operation as both surfaces serve it: the operator's body names the account, the caller's does not. */
interface StoreOperation<C extends TSchema, B extends TSchema> {
  name: string;
  summary: string;
  description: string;
  callerBody: C;
  body: B;
  data: TSchema;
  message: string;
  scope: Scope;
  run: (scope: StoreScope, body: Static<C>) => Promise<unknown>;
}

function define<C extends TSchema, B extends TSchema>(op: StoreOperation<C, B>): StoreOperation<C, B> {
  return op;
}

function operations(ctx: ServiceContext) {
  return [
    define({
      name: "create",
      summary: "Create a store",
      description:
        "A shop of the account with its own name, URL, return address, packing slip (messages and logo) and inserts; a setting left out is the account's. " +
        "A logo_url is fetched and checked by a job: logo.status is pending until then. A store token cannot make stores (403 forbidden).",
      callerBody: CallerCreateStoreBody,
      body: CreateStoreBody,
      data: StoreView,
      message: "Store created successfully",
      scope: "stores:write",
      run: (scope, body) => createStore(ctx, scope, body),
    }),
    define({
      name: "get",
      summary: "Get a store",
      description: "Another account's store answers as an unknown one (404 store_not_found), as does another store than a store token's own.",
      callerBody: CallerStoreIdBody,
      body: StoreIdBody,
      data: StoreView,
      message: "Store found",
      scope: "stores:read",
      run: (scope, body) => getStore(ctx, scope, body.store_id),
    }),
    define({
      name: "list",
      summary: "List stores",
      description: "Oldest first (the default store is the oldest), archived ones included unless archived: false. A store token sees its own store only.",
      callerBody: CallerListStoresBody,
      body: ListStoresBody,
      data: StoreList,
      message: "Stores listed",
      scope: "stores:read",
      run: (scope, body) => listStores(ctx, scope, body),
    }),
    define({
      name: "update",
      summary: "Change a store",
      description:
        "The settings sent replace the store's (null removes one: the account's applies); the others keep their value. They apply to orders created afterwards. " +
        "A new logo_url is fetched and checked again (logo.status pending).",
      callerBody: CallerUpdateStoreBody,
      body: UpdateStoreBody,
      data: StoreView,
      message: "Store updated successfully",
      scope: "stores:write",
      run: (scope, body) => updateStore(ctx, scope, body),
    }),
    define({
      name: "archive",
      summary: "Archive a store",
      description:
        "An archived store keeps its orders and refuses new ones; archiving an archived store changes nothing. The default store cannot be archived (400 default_store).",
      callerBody: CallerStoreIdBody,
      body: StoreIdBody,
      data: StoreView,
      message: "Store archived successfully",
      scope: "stores:write",
      run: (scope, body) => archiveStore(ctx, scope, body.store_id),
    }),
  ];
}

/** The account (and a store token's store) the caller's token fixes. */
function callerScope(request: FastifyRequest): StoreScope {
  const principal = request.principal;
  if (principal?.role !== "account") throw new Error("route is not behind account authentication");
  return { accountId: principal.accountId, storeId: principal.storeId };
}

export function storeRoutes(scope: FastifyInstance, ctx: ServiceContext, surface: Surface): void {
  for (const op of operations(ctx)) {
    const base = { summary: op.summary, tag: "Stores", data: op.data, message: op.message };
    if (surface === "operator") {
      const description = `Any account's stores: account_id names the account. ${op.description}`;
      operation(scope, { ...base, description, path: `/v1/admin/stores/${op.name}`, body: op.body }, (body) => {
        const { account_id, ...rest } = body;
        return op.run({ accountId: account_id }, rest as never);
      });
    } else {
      operation(scope, { ...base, description: `Your account's stores. ${op.description}`, path: `/v1/stores/${op.name}`, scope: op.scope, body: op.callerBody }, (body, request) =>
        op.run(callerScope(request), body as never),
      );
    }
  }
}
