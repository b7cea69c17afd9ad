// Test runner settings: one vitest project per kind of test, so the fast ones run alone (`npm run test:fast`).
import { existsSync } from "node:fs";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const postgresUrl = process.env.POD_TEST_POSTGRES_URL;
// The config is evaluated more than once per run; say it once.
if (!postgresUrl && !process.env.POD_TEST_SKIP_NOTICE_SHOWN) {
  process.env.POD_TEST_SKIP_NOTICE_SHOWN = "1";
  console.log(
    "\nPostgreSQL suite SKIPPED: set POD_TEST_POSTGRES_URL=postgres://user:password@host:5432/database to run the HTTP suite and the multi-process tests on PostgreSQL too.\n",
  );
}

function project(
  name: string,
  include: string[],
  options: { exclude?: string[]; env?: Record<string, string>; testTimeout?: number; hookTimeout?: number; pollTimeout?: number; alone?: boolean; shared?: boolean } = {},
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      exclude: options.exclude ?? [],
      env: options.env ?? {},
      ...(options.testTimeout ? { testTimeout: options.testTimeout } : {}),
      ...(options.hookTimeout ? { hookTimeout: options.hookTimeout } : {}),
      ...(options.pollTimeout ? { expect: { poll: { timeout: options.pollTimeout, interval: 50 } } } : {}),
      // `shared`: a worker's files share one module cache (no re-import of the service per file; its files keep no
      // module state between them, as `npm run test:fast` has long shown by running them so).
      ...(options.shared ? { isolate: false } : {}),
      // `alone`: after every other project (a later group), one file at a time in one worker (see WORKERS below).
      ...(options.alone ? { sequence: { groupOrder: 1 }, poolOptions: { forks: { singleFork: true } } } : {}),
    },
  };
}

// Browser tests drive the Debian Chromium package by path; without it they are skipped, and said so once.
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const hasChromium = existsSync(chromiumPath);
if (!hasChromium && !process.env.POD_TEST_BROWSER_NOTICE_SHOWN) {
  process.env.POD_TEST_BROWSER_NOTICE_SHOWN = "1";
  console.log(`\nBrowser suite SKIPPED: no Chromium at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH to run the console's browser tests.\n`);
}

const HTTP = ["test/http/**/*.test.ts", "test/jobs/**/*.test.ts", "test/docs-coverage.test.ts"];
const CLIENT = ["test/client/**/*.test.ts"];
const BROWSER = ["test/browser/**/*.test.ts"];
// Real-process tests whose checks are bounds in time (the event loop's longest stall during a render, service back
// within 5 s of the database or the disk): they run alone, so that what they measure is the service, not the suite.
const TIMED = ["test/process/render-off-thread.test.ts", "test/process/postgres-outage.test.ts", "test/process/sqlite-disk-full.test.ts"];
const PROCESS = ["test/process/**/*.test.ts", "test/cli/**/*.test.ts", "test/bench/**/*.test.ts"];
const POSTGRES = ["test/http/**/*.test.ts", "test/jobs/**/*.test.ts", "test/postgres/**/*.test.ts"];

/**
 * The projects, by what a test needs; a new kind (browser tests, say) gets a folder and a project of its own here.
 * - unit: every test not claimed by another project: pure functions and single modules, no server, no child process.
 * - http: the app on a real listener and the job queue, in this process, on SQLite.
 * - client: the typed client (@pod-orders/client, imported as built) against the app as http runs it; it needs
 *   `npm run build` first, which `npm test` does.
 * - process: real processes of the built code (restarts and crashes, the CLI, the benchmark smoke run); they need
 *   `npm run build` first, which `npm test` does.
 * - timed: the real-process tests that measure time (TIMED), run alone after all the others; `npm run build` first.
 * - postgres: the http suites and the multi-process tests on PostgreSQL, when POD_TEST_POSTGRES_URL is set.
 * - browser: the operator console in Chromium (playwright-core) against a real server; needs `npm run build` (the
 *   console's assets) and Chromium at CHROMIUM_PATH or /usr/bin/chromium.
 */
const PROJECTS: TestProjectInlineConfiguration[] = [
  project("unit", ["test/**/*.test.ts"], { exclude: [...HTTP, ...CLIENT, ...PROCESS, ...POSTGRES, ...BROWSER], shared: true }),
  project("http", HTTP, { shared: true }),
  project("client", CLIENT),
  // Several real processes each, beside the other workers: their hooks and tests get longer than the in-process ones.
  project("process", PROCESS, { exclude: TIMED, testTimeout: 120_000, hookTimeout: 180_000 }),
  project("timed", TIMED, { alone: true, testTimeout: 120_000, hookTimeout: 180_000 }),
  // No retries: the browser project passed three full runs without them (under a load average of 14–20), so a failure
  // here is a failure.
  // Shared module cache: every browser file starts the app in its worker (useConsoleRig), and loading src/ anew for
  // each file cost seconds of CPU per file; each file has its own server, database and Chromium.
  ...(hasChromium ? [project("browser", BROWSER, { env: { CHROMIUM_PATH: chromiumPath }, testTimeout: 120_000, pollTimeout: 30_000, shared: true })] : []),
  ...(postgresUrl ? [project("postgres", POSTGRES, { env: { POD_TEST_BACKEND: "postgres" }, shared: true })] : []),
];

/**
 * Test files run in WORKERS processes at once. Vitest's default is one fewer than the cores, one on the 2-core CI
 * machine, where most files spend their time waiting (on a listener, a child process, PostgreSQL, Chromium): three
 * keep both cores busy. The `timed` project runs after the others, one file at a time (README, Development).
 */
const WORKERS = 3;

export default defineConfig({
  test: {
    environment: "node",
    maxWorkers: WORKERS,
    minWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: PROJECTS,
  },
});
