// `pod-orders serve`: the service itself, exactly as `npm start` runs it.
import { ConfigError, loadConfig } from "../config.js";
import { runUntilSignalled } from "../server.js";
import { CliError } from "./report.js";

export async function serve(): Promise<void> {
  const config = loadConfig();
  try {
    await runUntilSignalled(config);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new CliError(`cannot start: ${(error as Error).message}`);
  }
}
