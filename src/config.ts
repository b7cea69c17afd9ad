// Service configuration: the only module that reads process.env; validated once, typed for everyone else.
import { isIP } from "node:net";
import { hostOf } from "./domain/outbound.js";
import { normalizeCountry } from "./domain/geo.js";
import { PACKING_SLIP_SIZES, type PackingSlipSize } from "./domain/packing-slip.js";
import type { S3Location } from "./files/s3.js";
import { parseS3Url } from "./files/s3-url.js";
import { DEFAULT_IMAGE_THREADS } from "./render/threads.js";

export interface Config {
  /** `sqlite:<file path>` (default; any accepted sqlite URL form is written this way) or `postgres://…`. */
  databaseUrl: string;
  /** Connections in the PostgreSQL pool of this process. */
  databasePoolSize: number;
  /**
   * PostgreSQL: run the hot queries as named statements, parsed and planned once per connection ("on"), or unnamed,
   * planned at each run ("off", the default: measured faster for the create, docs/deployment.md).
   */
  databasePreparedStatements: boolean;
  /** How long start-up waits for a database that is away or starting before it gives up. */
  databaseWaitSeconds: number;
  /** SQLite: the largest the database may grow, in bytes (writes beyond it are refused as on a full disk). */
  sqliteMaxBytes: number | undefined;
  host: string;
  port: number;
  /**
   * The address callers reach the service at (PUBLIC_URL, an absolute http(s) URL, without a trailing slash): the
   * published documents name it as their server and link their guides with it. Undefined: the documents name the
   * server that serves them.
   */
  publicUrl: string | undefined;
  /** Operator token from the environment; when absent the database holds one. */
  adminToken: string | undefined;
  /** Bearer token GET /metrics requires; when absent /metrics is open (bind to a private address). */
  metricsToken: string | undefined;
  /** The local file store; with a bucket (filesS3), where temp files are staged before they are uploaded. */
  filesDir: string;
  /** The bucket the file store lives in (FILES_URL=s3://…); undefined for the local directory. */
  filesS3: S3Location | undefined;
  /** How downloads are answered: streamed through the service, or 302 to a presigned URL of the bucket. */
  filesRedirect: "stream" | "presigned";
  /** How long a presigned download URL is valid. */
  filesPresignSeconds: number;
  fetchAllowHosts: string[];
  bodyLimit: number;
  /** Time allowed to receive a whole request (headers and body); 408 and the connection closed after it. */
  requestTimeoutMs: number;
  rateLimitPerMinute: number;
  maxItemsPerOrder: number;
  logLevel: string;
  /** Page size of packing slips. */
  packingSlipSize: PackingSlipSize;
  /** ISO 3166-1 alpha-2 country parcels leave from: orders to any other country get a customs declaration. */
  shipFromCountry: string;
  /** The shipper's EORI number, printed on customs declarations when set (exporters from the EU and the UK need one). */
  shipFromEori: string | null;
  /** The company that issues invoices (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_COUNTRY, COMPANY_TAX_ID): printed on each; null when unset. */
  companyName: string | null;
  companyAddress: string | null;
  companyCountry: string | null;
  companyTaxId: string | null;
  /** Light-lane jobs (webhook deliveries, releases, sandbox steps) this process runs at once; 0 runs no jobs here (another process does). */
  jobConcurrency: number;
  /** Image-lane jobs (print files: renders and image checks) this process runs at once; by default its image threads. */
  jobImageConcurrency: number;
  jobPollMs: number;
  /** How long a claimed job is held; after that a crashed process's jobs go to others. */
  jobLeaseMs: number;
  /** Per-attempt limit of a webhook request (connect, answer and the first bytes of the body). */
  webhookTimeoutMs: number;
  /** Largest print file or preview the service downloads. */
  fetchMaxBytes: number;
  /** Limit of one download, redirects included. */
  fetchTimeoutMs: number;
  /** Seconds a test account's order waits before the sandbox moves it to in_production, and again before it ships. */
  sandboxAdvanceSeconds: number;
  /** Longest sandbox/advance waits for a test order's print files to settle before refusing files_not_ready. */
  sandboxFilesWaitSeconds: number;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (raw !== "on" && raw !== "off") throw new ConfigError(`${name} must be "on" or "off", got "${env[name]}"`);
  return raw === "on";
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/**
 * The SQLite URL forms, each with one meaning: `sqlite:relative/path` and `sqlite:./path` (relative to the working
 * directory), `sqlite:/abs/path` and `sqlite:///abs/path` (absolute). `sqlite://name/…` is refused: read as a URL,
 * `name` is a host and the file would be `/…` at the filesystem root, which nobody means.
 */
function sqliteUrl(raw: string): string {
  const rest = raw.slice("sqlite:".length).split(/[?#]/)[0]!;
  if (rest === "") throw new ConfigError("DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/pod-orders.db");
  if (rest.startsWith("///")) return `sqlite:${rest.slice(2)}`;
  if (rest.startsWith("//")) {
    const path = rest.slice(2);
    throw new ConfigError(
      `DATABASE_URL "${raw}" is ambiguous: write sqlite:${path} for a path relative to the working directory, or sqlite:///${path} for an absolute one`,
    );
  }
  return `sqlite:${rest}`;
}

function databaseUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.DATABASE_URL?.trim() || "sqlite:./data/pod-orders.db";
  if (raw.startsWith("sqlite:")) return sqliteUrl(raw);
  if (raw.startsWith("postgres://") || raw.startsWith("postgresql://")) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError("DATABASE_URL is not a valid postgres:// URL");
    }
    return raw;
  }
  throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got "${raw}"`);
}

/**
 * FETCH_ALLOW_HOSTS: host names or IP addresses (IPv6 with or without brackets), written as the outbound guard
 * compares them. A URL, a port or a path is refused: the guard would never match it, and the setting would
 * silently do nothing.
 */
const HOST_NAME = /^[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;

function allowHosts(env: NodeJS.ProcessEnv): string[] {
  const hosts: string[] = [];
  for (const entry of (env.FETCH_ALLOW_HOSTS ?? "").split(",").map((h) => h.trim())) {
    if (entry === "") continue;
    const bare = entry.replace(/^\[(.*)\]$/, "$1");
    const ipv6 = isIP(bare) === 6;
    let host: string | undefined;
    if (ipv6 || HOST_NAME.test(entry)) {
      try {
        host = hostOf(new URL(`http://${ipv6 ? `[${bare}]` : entry}/`));
      } catch {
        host = undefined;
      }
    }
    if (host === undefined || host === "") {
      throw new ConfigError(`FETCH_ALLOW_HOSTS entries must be host names or IP addresses (no scheme, port or path), got "${entry}"`);
    }
    hosts.push(host);
  }
  return hosts;
}

type FileSettings = "filesDir" | "filesS3" | "filesRedirect" | "filesPresignSeconds";

/** The bucket of an `s3://bucket/prefix` URL with the S3_* settings of `env` (endpoint, region, path style). */
export function s3Location(env: NodeJS.ProcessEnv, url: string): S3Location {
  const parsed = parseS3Url(url);
  if (!parsed) throw new ConfigError(`FILES_URL s3://… needs a bucket name (3–63 lower-case letters, digits, dots, hyphens), got "${url}"`);
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new ConfigError(`S3_ENDPOINT must be http(s)://host[:port], got "${endpoint}"`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle !== undefined && pathStyle !== "" && !["true", "false", "1", "0"].includes(pathStyle)) throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    ...parsed,
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, "") } : {}),
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || "us-east-1",
    // S3-compatible servers mostly want the bucket in the path; AWS itself, in the host name.
    forcePathStyle: pathStyle === undefined || pathStyle === "" ? endpoint !== undefined : pathStyle === "true" || pathStyle === "1",
  };
}

/**
 * FILES_URL: `file:<dir>` (FILES_DIR is its older alias; setting both is refused) or `s3://bucket/prefix`, whose
 * temp files are staged under FILES_DIR (default ./data/files).
 */
function fileSettings(env: NodeJS.ProcessEnv): Pick<Config, FileSettings> {
  const url = env.FILES_URL?.trim() || undefined;
  const dir = env.FILES_DIR?.trim() || undefined;
  let filesDir = dir ?? "./data/files";
  let filesS3: S3Location | undefined;
  if (url?.startsWith("s3:")) filesS3 = s3Location(env, url);
  else if (url !== undefined) {
    if (!url.startsWith("file:") || url.length === "file:".length) throw new ConfigError(`FILES_URL must be file:<directory> or s3://bucket/prefix, got "${url}"`);
    if (dir !== undefined) throw new ConfigError("FILES_URL and FILES_DIR both name the file store's directory: set one of them");
    filesDir = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  }
  const redirect = env.FILES_REDIRECT?.trim() || "stream";
  if (redirect !== "stream" && redirect !== "presigned") throw new ConfigError(`FILES_REDIRECT must be stream or presigned, got "${redirect}"`);
  if (redirect === "presigned" && !filesS3) throw new ConfigError("FILES_REDIRECT=presigned needs the file store in a bucket (FILES_URL=s3://…)");
  return { filesDir, filesS3, filesRedirect: redirect, filesPresignSeconds: integer(env, "FILES_PRESIGN_SECONDS", 300, 1, 604_800) };
}

function packingSlipSize(env: NodeJS.ProcessEnv): PackingSlipSize {
  const raw = env.PACKING_SLIP_SIZE?.trim() || "A4";
  const size = PACKING_SLIP_SIZES.find((s) => s.toLowerCase() === raw.toLowerCase());
  if (size === undefined) throw new ConfigError(`PACKING_SLIP_SIZE must be one of ${PACKING_SLIP_SIZES.join(", ")}, got "${raw}"`);
  return size;
}

/** Where parcels leave from when SHIP_FROM_COUNTRY is not set. */
export const DEFAULT_SHIP_FROM_COUNTRY = "US";

function shipFromCountry(env: NodeJS.ProcessEnv): string {
  const raw = env.SHIP_FROM_COUNTRY?.trim() || DEFAULT_SHIP_FROM_COUNTRY;
  const country = normalizeCountry(raw);
  if (country === undefined) throw new ConfigError(`SHIP_FROM_COUNTRY must be an ISO 3166-1 alpha-2 country code (US, DE, GB…), got "${raw}"`);
  return country;
}

/** EORI: the issuing country's two letters and up to 15 letters or digits (DE1234567, GB123456789000). */
function shipFromEori(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SHIP_FROM_EORI?.trim().toUpperCase().replace(/\s+/g, "");
  if (!raw) return null;
  if (!/^[A-Z]{2}[A-Z0-9]{1,15}$/.test(raw)) throw new ConfigError(`SHIP_FROM_EORI must be an EORI number: two letters of the issuing country and up to 15 letters or digits (DE1234567890123), got "${env.SHIP_FROM_EORI}"`);
  return raw;
}

/** COMPANY_*: what invoices print of the company that issues them (docs/operator-guide.md#invoices). */
function companySettings(env: NodeJS.ProcessEnv): Pick<Config, "companyName" | "companyAddress" | "companyCountry" | "companyTaxId"> {
  const text = (name: string) => env[name]?.trim() || null;
  const rawCountry = text("COMPANY_COUNTRY");
  const companyCountry = rawCountry === null ? null : normalizeCountry(rawCountry);
  if (companyCountry === undefined) throw new ConfigError(`COMPANY_COUNTRY must be an ISO 3166-1 alpha-2 country code (US, DE, GB…), got "${rawCountry}"`);
  // COMPANY_ADDRESS keeps its lines: "\n" written in the variable is a line break.
  return { companyName: text("COMPANY_NAME"), companyAddress: text("COMPANY_ADDRESS")?.replaceAll("\\n", "\n") ?? null, companyCountry, companyTaxId: text("COMPANY_TAX_ID") };
}

/** PUBLIC_URL: absolute http(s), no query, fragment or credentials; kept without its trailing slash. */
function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL such as https://orders.example.com, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${raw}"`);
  if (url.username || url.password || url.search || url.hash || raw.includes("?") || raw.includes("#")) {
    throw new ConfigError(`PUBLIC_URL must be a plain address (no user, query or fragment), got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

function optionalMegabytes(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  return integer(env, name, 0, 1, 1_048_576) * 1024 * 1024;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const adminToken = env.POD_ADMIN_TOKEN === undefined || env.POD_ADMIN_TOKEN === "" ? undefined : env.POD_ADMIN_TOKEN;
  if (adminToken !== undefined && adminToken.length < 32) {
    throw new ConfigError("POD_ADMIN_TOKEN must be at least 32 characters long");
  }
  const metricsToken = env.METRICS_TOKEN === undefined || env.METRICS_TOKEN === "" ? undefined : env.METRICS_TOKEN;
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError("METRICS_TOKEN must be at least 16 characters long");
  const logLevel = env.LOG_LEVEL?.trim() || "info";
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  const host = env.HOST?.trim() || "127.0.0.1";
  return {
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, "DATABASE_POOL_SIZE", 10, 1, 1000),
    databasePreparedStatements: onOff(env, "DATABASE_PREPARED_STATEMENTS", true),
    databaseWaitSeconds: integer(env, "DATABASE_WAIT_SECONDS", 30, 0, 3600),
    sqliteMaxBytes: optionalMegabytes(env, "SQLITE_MAX_SIZE_MB"),
    host,
    port: integer(env, "PORT", 8080, 0, 65535),
    publicUrl: publicUrl(env),
    adminToken,
    metricsToken,
    ...fileSettings(env),
    fetchAllowHosts: allowHosts(env),
    bodyLimit: integer(env, "BODY_LIMIT", 1_048_576, 1024, 1_073_741_824),
    requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_MS", 30_000, 100, 3_600_000),
    rateLimitPerMinute: integer(env, "RATE_LIMIT_PER_MINUTE", 3000, 0, 10_000_000),
    maxItemsPerOrder: integer(env, "MAX_ITEMS_PER_ORDER", 250, 1, 10_000),
    logLevel,
    packingSlipSize: packingSlipSize(env),
    shipFromCountry: shipFromCountry(env),
    shipFromEori: shipFromEori(env),
    ...companySettings(env),
    sandboxAdvanceSeconds: integer(env, "SANDBOX_ADVANCE_SECONDS", 10, 0, 86_400),
    sandboxFilesWaitSeconds: integer(env, "SANDBOX_FILES_WAIT_SECONDS", 30, 0, 30),
    ...jobSettings(env),
  };
}

type JobSettings = "jobConcurrency" | "jobImageConcurrency" | "jobPollMs" | "jobLeaseMs" | "webhookTimeoutMs" | "fetchMaxBytes" | "fetchTimeoutMs";

function jobSettings(env: NodeJS.ProcessEnv): Pick<Config, JobSettings> {
  const webhookTimeoutMs = integer(env, "WEBHOOK_TIMEOUT_MS", 10_000, 100, 120_000);
  const fetchTimeoutMs = integer(env, "FETCH_TIMEOUT_MS", 60_000, 100, 3_600_000);
  const jobLeaseMs = integer(env, "JOB_LEASE_MS", 300_000, 1_000, 7_200_000);
  for (const [name, value] of [["WEBHOOK_TIMEOUT_MS", webhookTimeoutMs], ["FETCH_TIMEOUT_MS", fetchTimeoutMs]] as const) {
    if (jobLeaseMs < value * 2) throw new ConfigError(`JOB_LEASE_MS (${jobLeaseMs}) must be at least twice ${name} (${value}), so a slow job keeps its claim`);
  }
  return {
    jobConcurrency: integer(env, "JOB_CONCURRENCY", 10, 0, 1000),
    jobImageConcurrency: integer(env, "JOB_IMAGE_CONCURRENCY", DEFAULT_IMAGE_THREADS, 1, 64),
    jobPollMs: integer(env, "JOB_POLL_MS", 500, 10, 60_000),
    jobLeaseMs,
    webhookTimeoutMs,
    fetchMaxBytes: integer(env, "FETCH_MAX_BYTES", 104_857_600, 1024, 10_737_418_240),
    fetchTimeoutMs,
  };
}
