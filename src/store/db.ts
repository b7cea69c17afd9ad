// The store's Kysely handle, typed by its tables: a database, or one of its transactions or connections.
import type { Kysely } from "kysely";
import type { Tables } from "./tables.js";

export type Db = Kysely<Tables>;
