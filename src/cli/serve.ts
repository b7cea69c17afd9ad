// `pod-orders serve` and `pod-orders worker`: the service itself (as `npm start` runs it), or its job workers alone.
import { ConfigError, loadConfig, type Config } from "../config.js";
import { runUntilSignalled, runWorkersUntilSignalled } from "../server.js";
import { CliError } from "./report.js";

/** Starts `run` with the configuration; a failure to start becomes one line for the operator. */
async function start(run: (config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  try {
    await run(config);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new CliError(`cannot start: ${(error as Error).message}`);
  }
}

export function serve(): Promise<void> {
  return start(runUntilSignalled);
}

export function worker(): Promise<void> {
  return start(runWorkersUntilSignalled);
}
