// `s3://bucket/prefix` URLs, read without loading the S3 SDK (the configuration and the CLI read them at start-up).

/** `s3://bucket/some/prefix` → bucket and prefix (with a trailing "/" when not empty); undefined when not one. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url);
  if (!match) return undefined;
  const prefix = (match[2] ?? "").replace(/^\/+/, "").replace(/\/*$/, "");
  return { bucket: match[1]!, prefix: prefix === "" ? "" : `${prefix}/` };
}
