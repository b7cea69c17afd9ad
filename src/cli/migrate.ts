// `pod-orders migrate`: brings the configured database to the latest schema and says what changed.
import { withSession } from "./session.js";

export async function migrateCommand(): Promise<void> {
  await withSession(async ({ config, applied }) => {
    if (applied.length === 0) {
      process.stdout.write(`${config.databaseUrl}: up to date, no migrations to apply\n`);
      return;
    }
    for (const name of applied) process.stdout.write(`applied ${name}\n`);
    process.stdout.write(`${config.databaseUrl}: ${applied.length} migration(s) applied\n`);
  });
}
