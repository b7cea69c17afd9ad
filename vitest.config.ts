// Test runner settings: the SQLite suite always; the same HTTP suite on PostgreSQL when POD_TEST_POSTGRES_URL is set.
import { defineConfig } from "vitest/config";

const postgresUrl = process.env.POD_TEST_POSTGRES_URL;
// The config is evaluated more than once per run; say it once.
if (!postgresUrl && !process.env.POD_TEST_SKIP_NOTICE_SHOWN) {
  process.env.POD_TEST_SKIP_NOTICE_SHOWN = "1";
  console.log(
    "\nPostgreSQL suite SKIPPED: set POD_TEST_POSTGRES_URL=postgres://user:password@host:5432/database to run the HTTP suite and the multi-process tests on PostgreSQL too.\n",
  );
}

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      { extends: true, test: { name: "sqlite", include: ["test/**/*.test.ts"], exclude: ["test/postgres/**"] } },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["test/http/**/*.test.ts", "test/jobs/**/*.test.ts", "test/postgres/**/*.test.ts"],
                env: { POD_TEST_BACKEND: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
