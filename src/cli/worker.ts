// `pod-orders worker`: the background jobs (webhook deliveries, print files) in a process that serves no HTTP.
import { ConfigError, loadConfig } from "../config.js";
import { runWorkersUntilSignalled } from "../server.js";
import { CliError } from "./report.js";

export async function worker(): Promise<void> {
  const config = loadConfig();
  try {
    await runWorkersUntilSignalled(config);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new CliError(`cannot start: ${(error as Error).message}`);
  }
}
