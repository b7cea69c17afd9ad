// Process entry for `npm start`: configuration, then the server until a signal stops it.
import { ConfigError, loadConfig } from "./config.js";
import { runUntilSignalled } from "./server.js";

try {
  await runUntilSignalled(loadConfig());
} catch (error) {
  const message = error instanceof ConfigError ? `configuration error: ${error.message}` : `cannot start: ${(error as Error).message}`;
  process.stderr.write(`pod-orders: ${message}\n`);
  process.exit(1);
}
