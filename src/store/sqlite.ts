// A SQLite database opened for the service: its settings, and the parts that serve it put together (the driver and its
// statement cache, sqlite-driver.ts; group commit; the log synced off the event loop; the checkpointer's thread).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import type { Database } from "./dialect.js";
import { Checkpointer } from "./sqlite-checkpointer.js";
import { SqliteStoreAdapter } from "./sqlite-dialect.js";
import { ServiceSqliteDialect } from "./sqlite-driver.js";
import { GroupCommit } from "./sqlite-group-commit.js";
import { LogSync } from "./sqlite-log-sync.js";
import type { Tables } from "./tables.js";

/** `path`: the database file; `maxBytes`: the largest the database may grow (SQLITE_MAX_SIZE_MB). */
export function openSqlite(path: string, maxBytes: number | undefined): Database {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const handle = new SQLite(file);
  handle.pragma("journal_mode = WAL");
  // NORMAL: a COMMIT writes the log without syncing it; LogSync syncs it off the event loop's thread before
  // anything committed is answered, so a commit is on disk before the request that made it is answered.
  handle.pragma("synchronous = NORMAL");
  handle.pragma("busy_timeout = 5000");
  handle.pragma("foreign_keys = ON");
  // After the log starts over, its file is cut back to 64 MB (a burst may have grown it past that).
  handle.pragma("journal_size_limit = 67108864");
  // The log exists from here on (WAL mode creates it on first access) for LogSync to open.
  handle.prepare("select count(*) from sqlite_master").get();
  const logSync = new LogSync(`${file}-wal`);
  if (maxBytes !== undefined) {
    // A ceiling below the disk's: past it, writes fail as on a full disk (503 storage_full), while the disk keeps
    // room for the log, the file store and backups. SQLite never sets it below the database's present size.
    const pageSize = handle.pragma("page_size", { simple: true }) as number;
    handle.pragma(`max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`);
  }
  const dialect = new SqliteStoreAdapter(file);
  const db = new Kysely<Tables>({ dialect: new ServiceSqliteDialect(handle, logSync, dialect) });
  dialect.commitInGroups(new GroupCommit(db, handle, logSync));
  const checkpointer = new Checkpointer(handle, file);
  return {
    db,
    dialect,
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
      await logSync.close();
    },
  };
}
