// Starting and stopping the whole service: database, migrations, operator token, HTTP listener, signal handling.
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { buildApp } from "./http/app.js";
import { serviceContext } from "./services/context.js";
import { ensureOperatorToken } from "./services/tokens.js";
import { migrate, openDatabase, type Database } from "./store/database.js";
import { createWorkers, type Workers } from "./workers.js";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  workers: Workers;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const database = openDatabase(config.databaseUrl, config.databasePoolSize);
  await migrate(database.db);
  const created = await ensureOperatorToken(serviceContext(database.db, config), config.adminToken);
  if (created) {
    // Printed once, on purpose outside the log stream: it is never shown again.
    process.stdout.write(`\nOperator token (shown once, keep it safe):\n  ${created}\n\n`);
  }
  const app = await buildApp({ config, db: database.db });
  let url: string;
  try {
    url = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const workers = createWorkers(database.db, config, app.log);
  workers.start();
  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    workers,
    url,
    stop: () =>
      (stopping ??= (async () => {
        await Promise.all([app.close(), workers.stop()]);
        await database.close();
      })()),
  };
}

/** Runs until SIGTERM or SIGINT, then stops accepting, finishes in-flight requests and exits 0. */
export async function runUntilSignalled(config: Config): Promise<void> {
  const server = await startServer(config);
  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, "shutting down");
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
