// Starting and stopping the service: database, migrations, operator token, HTTP listener, job workers, signals;
// or, for `pod-orders worker`, the job workers alone.
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { ConfigError, type Config } from "./config.js";
import { buildApp } from "./http/app.js";
import { serviceContext } from "./services/context.js";
import { ensureOperatorToken } from "./services/tokens.js";
import { migrate, openDatabase, redactUrl, waitForDatabase, type Database } from "./store/database.js";
import { createWorkers, type Workers } from "./workers.js";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  workers: Workers;
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the configured database and brings its schema up to date, waiting up to DATABASE_WAIT_SECONDS for a
 * database that is away or starting (a container started beside its database, a restart in progress).
 */
async function openReadyDatabase(config: Config, log: { warn(object: object, message: string): void }): Promise<Database> {
  const database = openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, preparedStatements: config.databasePreparedStatements, sqliteMaxBytes: config.sqliteMaxBytes });
  try {
    await waitForDatabase(database.db, config.databaseWaitSeconds, (error) =>
      log.warn(
        { database: redactUrl(config.databaseUrl), error: (error as Error).message || String(error), wait_seconds: config.databaseWaitSeconds },
        "waiting for the database: it does not answer yet",
      ),
    );
    await migrate(database.db);
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openReadyDatabase(config, pino({ level: config.logLevel }));
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

interface Stoppable {
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  stop(): Promise<void>;
}

/** On SIGTERM or SIGINT: log it, stop `running`, exit 0 (1 when stopping failed). */
function stopOnSignal(running: Stoppable): void {
  const shutdown = (signal: string) => {
    running.log.info({ signal }, "shutting down");
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

/** Runs until SIGTERM or SIGINT, then stops accepting, finishes in-flight requests and exits 0. */
export async function runUntilSignalled(config: Config): Promise<void> {
  const server = await startServer(config);
  stopOnSignal({ log: server.app.log, stop: () => server.stop() });
}

/**
 * `pod-orders worker`: the job workers without a listener, until SIGTERM or SIGINT, after which the jobs in hand
 * finish and the process exits 0. API processes then run with JOB_CONCURRENCY=0.
 */
export async function runWorkersUntilSignalled(config: Config): Promise<void> {
  if (config.jobConcurrency === 0) throw new ConfigError("JOB_CONCURRENCY is 0: a worker process needs at least 1 job at once");
  const log = pino({ level: config.logLevel });
  const database = await openReadyDatabase(config, log);
  const workers = createWorkers(database.db, config, log);
  workers.start();
  log.info({ concurrency: config.jobConcurrency, image_concurrency: config.jobImageConcurrency, worker: workers.worker.id }, "worker started");
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await workers.stop();
      await database.close();
    })());
  stopOnSignal({ log, stop });
}
