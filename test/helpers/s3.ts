// An S3-compatible server for the tests (s3rver, on a free loopback port, objects in a temporary directory): the
// bucket the file store is tested against. It skips signature checks; any credentials do.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { freePort } from "../../bench/processes.js";
import type { S3Location } from "../../src/files/s3.js";

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The environment a service process needs to use the bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  location(prefix: string): S3Location;
  /** Stops answering (connections refused) until start(); the objects stay. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER", AWS_EC2_METADATA_DISABLED: "true", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" } as const;

export async function startS3(bucket = "pod-files"): Promise<S3Server> {
  for (const [name, value] of Object.entries(S3_CREDENTIALS)) process.env[name] ??= value;
  const directory = mkdtempSync(join(tmpdir(), "pod-orders-s3-"));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ port, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    // The SDK keeps connections alive; close() would wait for them.
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({ FILES_URL: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint, ...S3_CREDENTIALS }),
    location: (prefix) => ({ bucket, prefix: `${prefix}/`, endpoint, region: "us-east-1", forcePathStyle: true }),
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
