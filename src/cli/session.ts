// One CLI command's access to the service: configuration, the migrated database, a service context, closed afterwards.
import { loadConfig, type Config } from "../config.js";
import { serviceContext, type ServiceContext } from "../services/context.js";
import { migrate, openDatabase, redactUrl, type Database } from "../store/database.js";
import { CliError } from "./report.js";

export interface Session {
  config: Config;
  ctx: ServiceContext;
  /** Migrations this session applied; usually none. */
  applied: string[];
}

function open(url: string): Database {
  try {
    // A CLI command needs few connections, whatever the server's pool size.
    return openDatabase(url, 2);
  } catch (error) {
    throw new CliError(`cannot open the database ${redactUrl(url)}: ${(error as Error).message}`);
  }
}

export async function withSession<T>(work: (session: Session) => T | Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = open(config.databaseUrl);
  try {
    let applied: string[];
    try {
      applied = await migrate(database.db);
    } catch (error) {
      throw new CliError(`cannot migrate the database ${redactUrl(config.databaseUrl)}: ${(error as Error).message}`);
    }
    const ctx: ServiceContext = serviceContext(database.db, config);
    return await work({ config, ctx, applied });
  } finally {
    await database.close();
  }
}
