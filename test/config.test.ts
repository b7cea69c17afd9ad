// Configuration parsing: defaults, accepted values, and one clear message for each bad value.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { DEFAULT_IMAGE_THREADS } from "../src/render/threads.js";
import { redactUrl } from "../src/store/database.js";

describe("loadConfig", () => {
  it("reads the file store's location: a directory, or a bucket with its S3 settings", () => {
    expect(loadConfig({ FILES_URL: "file:/srv/files" })).toMatchObject({ filesDir: "/srv/files", filesS3: undefined, filesRedirect: "stream" });
    expect(loadConfig({ FILES_URL: "file:///srv/files" }).filesDir).toBe("/srv/files");
    expect(loadConfig({ FILES_DIR: "./f" })).toMatchObject({ filesDir: "./f", filesS3: undefined });
    expect(loadConfig({ FILES_URL: "s3://pod-files/prints/2026/" })).toMatchObject({
      filesDir: "./data/files",
      filesS3: { bucket: "pod-files", prefix: "prints/2026/", region: "us-east-1", forcePathStyle: false },
    });
    expect(loadConfig({ FILES_URL: "s3://pod-files", FILES_DIR: "/var/tmp/pod", S3_ENDPOINT: "http://minio:9000/", S3_REGION: "eu-central-1", FILES_REDIRECT: "presigned", FILES_PRESIGN_SECONDS: "60" })).toMatchObject({
      filesDir: "/var/tmp/pod",
      filesS3: { bucket: "pod-files", prefix: "", endpoint: "http://minio:9000", region: "eu-central-1", forcePathStyle: true },
      filesRedirect: "presigned",
      filesPresignSeconds: 60,
    });
    expect(loadConfig({ FILES_URL: "s3://pod-files", S3_ENDPOINT: "https://r2.example.com", S3_FORCE_PATH_STYLE: "false" }).filesS3?.forcePathStyle).toBe(false);
  });

  it("has working defaults", () => {
    expect(loadConfig({})).toEqual({
      databaseUrl: "sqlite:./data/pod-orders.db",
      databasePoolSize: 10,
      databasePreparedStatements: true,
      databaseWaitSeconds: 30,
      sqliteMaxBytes: undefined,
      host: "127.0.0.1",
      port: 8080,
      adminToken: undefined,
      filesDir: "./data/files",
      filesS3: undefined,
      filesRedirect: "stream",
      filesPresignSeconds: 300,
      fetchAllowHosts: [],
      bodyLimit: 1_048_576,
      rateLimitPerMinute: 3000,
      maxItemsPerOrder: 250,
      logLevel: "info",
      jobConcurrency: 10,
      jobImageConcurrency: DEFAULT_IMAGE_THREADS,
      jobPollMs: 500,
      jobLeaseMs: 300_000,
      webhookTimeoutMs: 10_000,
      fetchMaxBytes: 104_857_600,
      fetchTimeoutMs: 60_000,
      requestTimeoutMs: 30_000,
      packingSlipSize: "A4",
      shipFromCountry: "US",
      shipFromEori: null,
      companyName: null,
      companyAddress: null,
      companyCountry: null,
      companyTaxId: null,
      sandboxAdvanceSeconds: 10,
      sandboxFilesWaitSeconds: 30,
      draftTtlDays: 30,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      DATABASE_URL: "sqlite:/tmp/x.db",
      HOST: "0.0.0.0",
      PORT: "9000",
      POD_ADMIN_TOKEN: "a".repeat(32),
      FILES_DIR: "/srv/files",
      FETCH_ALLOW_HOSTS: " Localhost, images.test ,",
      BODY_LIMIT: "2048",
      RATE_LIMIT_PER_MINUTE: "0",
      MAX_ITEMS_PER_ORDER: "10",
      LOG_LEVEL: "warn",
      DATABASE_POOL_SIZE: "4",
      DATABASE_PREPARED_STATEMENTS: "Off",
      DATABASE_WAIT_SECONDS: "5",
      SQLITE_MAX_SIZE_MB: "3",
      JOB_CONCURRENCY: "0",
      JOB_IMAGE_CONCURRENCY: "3",
      JOB_POLL_MS: "50",
      JOB_LEASE_MS: "5000",
      WEBHOOK_TIMEOUT_MS: "1000",
      FETCH_MAX_BYTES: "2048",
      FETCH_TIMEOUT_MS: "2000",
      SANDBOX_ADVANCE_SECONDS: "0",
      DRAFT_TTL_DAYS: "7",
    });
    expect(config).toMatchObject({
      databaseUrl: "sqlite:/tmp/x.db",
      host: "0.0.0.0",
      port: 9000,
      adminToken: "a".repeat(32),
      filesDir: "/srv/files",
      fetchAllowHosts: ["localhost", "images.test"],
      bodyLimit: 2048,
      rateLimitPerMinute: 0,
      maxItemsPerOrder: 10,
      logLevel: "warn",
      databasePoolSize: 4,
      databasePreparedStatements: false,
      databaseWaitSeconds: 5,
      sqliteMaxBytes: 3 * 1024 * 1024,
      jobConcurrency: 0,
      jobImageConcurrency: 3,
      jobPollMs: 50,
      jobLeaseMs: 5000,
      webhookTimeoutMs: 1000,
      fetchMaxBytes: 2048,
      fetchTimeoutMs: 2000,
      sandboxAdvanceSeconds: 0,
      draftTtlDays: 7,
    });
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@localhost:5432/pod" }).databaseUrl).toBe("postgres://u:p@localhost:5432/pod");
  });

  it.each([
    [{ PORT: "http" }, "PORT must be a whole number"],
    [{ PORT: "70000" }, "PORT must be between 0 and 65535"],
    [{ DRAFT_TTL_DAYS: "0" }, "DRAFT_TTL_DAYS must be between 1 and 365"],
    [{ DRAFT_TTL_DAYS: "366" }, "DRAFT_TTL_DAYS must be between 1 and 365"],
    [{ BODY_LIMIT: "-1" }, "BODY_LIMIT must be a whole number"],
    [{ BODY_LIMIT: "10" }, "BODY_LIMIT must be between"],
    [{ RATE_LIMIT_PER_MINUTE: "1.5" }, "RATE_LIMIT_PER_MINUTE must be a whole number"],
    [{ MAX_ITEMS_PER_ORDER: "0" }, "MAX_ITEMS_PER_ORDER must be between 1"],
    [{ POD_ADMIN_TOKEN: "short" }, "POD_ADMIN_TOKEN must be at least 32 characters"],
    [{ JOB_CONCURRENCY: "-1" }, "JOB_CONCURRENCY must be a whole number"],
    [{ JOB_IMAGE_CONCURRENCY: "0" }, "JOB_IMAGE_CONCURRENCY must be between 1 and 64"],
    [{ WEBHOOK_TIMEOUT_MS: "50" }, "WEBHOOK_TIMEOUT_MS must be between 100"],
    [{ JOB_LEASE_MS: "15000" }, "JOB_LEASE_MS (15000) must be at least twice WEBHOOK_TIMEOUT_MS (10000)"],
    [{ JOB_LEASE_MS: "100000" }, "JOB_LEASE_MS (100000) must be at least twice FETCH_TIMEOUT_MS (60000)"],
    [{ FETCH_MAX_BYTES: "10" }, "FETCH_MAX_BYTES must be between 1024"],
    [{ LOG_LEVEL: "chatty" }, "LOG_LEVEL must be one of"],
    [{ SANDBOX_ADVANCE_SECONDS: "1.5" }, "SANDBOX_ADVANCE_SECONDS must be a whole number"],
    [{ SANDBOX_ADVANCE_SECONDS: "86401" }, "SANDBOX_ADVANCE_SECONDS must be between 0 and 86400"],
    [{ DATABASE_URL: "sqlite:" }, "DATABASE_URL sqlite: needs a file path"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL must start with sqlite: or postgres://"],
    [{ DATABASE_URL: "postgres://u:p@[bad/db" }, "DATABASE_URL is not a valid postgres:// URL"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE must be between 1 and 1000"],
    [{ DATABASE_PREPARED_STATEMENTS: "yes" }, 'DATABASE_PREPARED_STATEMENTS must be "on" or "off", got "yes"'],
    [{ FILES_URL: "ftp://x" }, "FILES_URL must be file:<directory> or s3://bucket/prefix"],
    [{ FILES_URL: "file:" }, "FILES_URL must be file:<directory> or s3://bucket/prefix"],
    [{ FILES_URL: "file:./a", FILES_DIR: "./b" }, "FILES_URL and FILES_DIR both name the file store's directory"],
    [{ FILES_URL: "s3://B" }, "FILES_URL s3://… needs a bucket name"],
    [{ FILES_URL: "s3://pod-files", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT must be http(s)://host[:port]"],
    [{ FILES_URL: "s3://pod-files", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE must be true or false"],
    [{ FILES_REDIRECT: "presigned" }, "FILES_REDIRECT=presigned needs the file store in a bucket"],
    [{ FILES_URL: "s3://pod-files", FILES_REDIRECT: "302" }, "FILES_REDIRECT must be stream or presigned"],
    [{ FILES_URL: "s3://pod-files", FILES_PRESIGN_SECONDS: "0" }, "FILES_PRESIGN_SECONDS must be between 1 and 604800"],
    [{ DATABASE_WAIT_SECONDS: "3601" }, "DATABASE_WAIT_SECONDS must be between 0 and 3600"],
    [{ DATABASE_WAIT_SECONDS: "-1" }, "DATABASE_WAIT_SECONDS must be a whole number"],
    [{ SQLITE_MAX_SIZE_MB: "0" }, "SQLITE_MAX_SIZE_MB must be between 1 and 1048576"],
    [{ SQLITE_MAX_SIZE_MB: "2GB" }, "SQLITE_MAX_SIZE_MB must be a whole number"],
    [{ REQUEST_TIMEOUT_MS: "50" }, "REQUEST_TIMEOUT_MS must be between 100"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN must be at least 16 characters long"],
    [{ PACKING_SLIP_SIZE: "A5" }, 'PACKING_SLIP_SIZE must be one of A4, letter, 4x6, got "A5"'],
    [{ SHIP_FROM_COUNTRY: "USA" }, 'SHIP_FROM_COUNTRY must be an ISO 3166-1 alpha-2 country code (US, DE, GB…), got "USA"'],
    [{ SHIP_FROM_COUNTRY: "XX" }, 'got "XX"'],
    [{ DATABASE_URL: "sqlite://data/other.db" }, 'DATABASE_URL "sqlite://data/other.db" is ambiguous: write sqlite:data/other.db for a path relative to the working directory, or sqlite:///data/other.db for an absolute one'],
    [{ DATABASE_URL: "sqlite://localhost/srv/pod.db" }, "is ambiguous"],
    [{ DATABASE_URL: "sqlite://" }, "is ambiguous"],
    [{ FETCH_ALLOW_HOSTS: "http://127.0.0.1:9099" }, 'FETCH_ALLOW_HOSTS entries must be host names or IP addresses (no scheme, port or path), got "http://127.0.0.1:9099"'],
    [{ FETCH_ALLOW_HOSTS: "images.test, 127.0.0.1:9099" }, 'got "127.0.0.1:9099"'],
    [{ FETCH_ALLOW_HOSTS: "images.test/path" }, 'got "images.test/path"'],
    [{ FETCH_ALLOW_HOSTS: "user@images.test" }, 'got "user@images.test"'],
    [{ FETCH_ALLOW_HOSTS: "*.example.com" }, 'got "*.example.com"'],
    [{ FETCH_ALLOW_HOSTS: "-bad.example" }, 'got "-bad.example"'],
    [{ FETCH_ALLOW_HOSTS: "a..b" }, 'got "a..b"'],
    [{ FETCH_ALLOW_HOSTS: "[::1]:8080" }, 'got "[::1]:8080"'],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("DATABASE_URL sqlite forms", () => {
  it.each([
    ["sqlite:data/other.db", "sqlite:data/other.db"],
    ["sqlite:./data/other.db", "sqlite:./data/other.db"],
    ["sqlite:/srv/pod/pod.db", "sqlite:/srv/pod/pod.db"],
    ["sqlite:///srv/pod/pod.db", "sqlite:/srv/pod/pod.db"],
    ["sqlite:///srv/pod/pod.db?mode=rwc", "sqlite:/srv/pod/pod.db"],
  ])("%s is the file %s", (url, normalised) => {
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(normalised);
  });
});

describe("PACKING_SLIP_SIZE", () => {
  it.each([
    [undefined, "A4"],
    ["a4", "A4"],
    ["Letter", "letter"],
    ["4X6", "4x6"],
  ])("%s is %s", (value, size) => {
    expect(loadConfig(value === undefined ? {} : { PACKING_SLIP_SIZE: value }).packingSlipSize).toBe(size);
  });
});

describe("SHIP_FROM_COUNTRY", () => {
  it.each([
    [undefined, "US"],
    ["", "US"],
    ["de", "DE"],
    [" GB ", "GB"],
  ])("%j is %s", (value, country) => {
    expect(loadConfig(value === undefined ? {} : { SHIP_FROM_COUNTRY: value }).shipFromCountry).toBe(country);
  });
});

describe("COMPANY_*", () => {
  it("is null when not set or blank", () => {
    expect(loadConfig({ COMPANY_NAME: "  " })).toMatchObject({ companyName: null, companyAddress: null, companyCountry: null, companyTaxId: null });
  });

  it("keeps the details trimmed, the country upper case, the address's \\n as new lines", () => {
    const config = loadConfig({ COMPANY_NAME: " Print GmbH ", COMPANY_ADDRESS: "Unter den Linden 1\\n10117 Berlin", COMPANY_COUNTRY: "de", COMPANY_TAX_ID: "DE136695976" });
    expect(config).toMatchObject({ companyName: "Print GmbH", companyAddress: "Unter den Linden 1\n10117 Berlin", companyCountry: "DE", companyTaxId: "DE136695976" });
  });

  it.each(["Germany", "XX", "EL"])("refuses COMPANY_COUNTRY %j at start-up", (value) => {
    expect(() => loadConfig({ COMPANY_COUNTRY: value })).toThrow(`COMPANY_COUNTRY must be an ISO 3166-1 alpha-2 country code (US, DE, GB…), got "${value}"`);
  });
});

describe("SHIP_FROM_EORI", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["de 1234567890123", "DE1234567890123"],
    ["GB123456789000", "GB123456789000"],
  ])("%j is %s", (value, eori) => {
    expect(loadConfig(value === undefined ? {} : { SHIP_FROM_EORI: value }).shipFromEori).toBe(eori);
  });

  it.each(["1234567", "DE", "DE12345678901234567", "DE-123"])("refuses %j at start-up", (value) => {
    expect(() => loadConfig({ SHIP_FROM_EORI: value })).toThrow(/SHIP_FROM_EORI must be an EORI number/);
  });
});

describe("PUBLIC_URL", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["https://orders.example-printer.com", "https://orders.example-printer.com"],
    ["https://orders.example-printer.com/", "https://orders.example-printer.com"],
    ["HTTPS://Orders.Example-Printer.com:8443/pod/", "https://orders.example-printer.com:8443/pod"],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
  ])("%j is %s", (value, url) => {
    expect(loadConfig(value === undefined ? {} : { PUBLIC_URL: value }).publicUrl).toBe(url);
  });

  it.each([
    ["orders.example.com", /absolute http\(s\) URL/],
    ["/pod", /absolute http\(s\) URL/],
    ["ftp://orders.example.com", /http:\/\/ or https:\/\//],
    ["https://user:secret@orders.example.com", /no user, query or fragment/],
    ["https://orders.example.com/?x=1", /no user, query or fragment/],
    ["https://orders.example.com/#top", /no user, query or fragment/],
  ])("refuses %j at start-up", (value, message) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(message);
  });
});

describe("FETCH_ALLOW_HOSTS", () => {
  it.each([
    ["127.0.0.1", ["127.0.0.1"]],
    ["Images.Test.", ["images.test"]],
    ["::1, [::1]", ["::1", "::1"]],
    ["[0:0:0:0:0:0:0:1]", ["::1"]],
    ["minio_1,host-2.internal", ["minio_1", "host-2.internal"]],
  ])("%s is written as the guard compares hosts", (value, hosts) => {
    expect(loadConfig({ FETCH_ALLOW_HOSTS: value }).fetchAllowHosts).toEqual(hosts);
  });
});

describe("redactUrl", () => {
  it.each([
    ["postgres://user:secret@db:5432/pod", "postgres://user:***@db:5432/pod"],
    ["postgres://db/pod", "postgres://db/pod"],
    ["sqlite:./data/pod.db", "sqlite:./data/pod.db"],
  ])("%s", (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });
});
