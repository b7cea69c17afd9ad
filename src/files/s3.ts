// The file store in an S3-compatible bucket, for API processes and workers on several machines: objects keyed by
// checksum under a prefix (written once), streamed both ways, temp files staged on the local disk.
import { createReadStream } from "node:fs";
import { stat, unlink } from "node:fs/promises";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { CHECKSUM, FileStoreUnavailable, LocalFileStore, sha256, type FileStore, type StoredFile } from "./store.js";

export interface S3Location {
  bucket: string;
  /** Prepended to every key; empty or ending in "/". */
  prefix: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2, s3rver); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name: most S3-compatible servers want it. */
  forcePathStyle: boolean;
}

/** The same layout as the local store (`ab/cd/<checksum>`), so a copied store keeps its paths. */
export function objectKey(prefix: string, checksum: string): string {
  if (!CHECKSUM.test(checksum)) throw new Error(`not a sha256 checksum: ${checksum}`);
  return `${prefix}${checksum.slice(0, 2)}/${checksum.slice(2, 4)}/${checksum}`;
}

export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

/** Any failure of the bucket, as the store's own error (the caller answers 503, a job retries). */
function unavailable(error: unknown, bucket: string): FileStoreUnavailable {
  const e = error as Error & { $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  return new FileStoreUnavailable(`bucket ${bucket}: ${status ? `HTTP ${status} ` : ""}${e.name && e.name !== "Error" ? `${e.name}: ` : ""}${e.message}`, { cause: error });
}

/** Streams the file at `path` to `key` (multipart past 8 MB, two parts in flight: never the whole file in memory). */
export async function uploadFile(client: S3Client, bucket: string, key: string, path: string, size: number): Promise<void> {
  await new Upload({ client, params: { Bucket: bucket, Key: key, Body: createReadStream(path), ContentLength: size }, queueSize: 2, partSize: 8 * 1024 * 1024 }).done();
}

export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: otherwise the SDK sends streamed bodies aws-chunked with a trailing
    // checksum, which several S3-compatible servers store framing and all.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export class S3FileStore implements FileStore {
  readonly #client: S3Client;
  readonly #location: S3Location;
  /** Temp files (downloads, renders) before they are uploaded, on this machine's disk. */
  readonly #staging: LocalFileStore;

  constructor(location: S3Location, stagingDir: string, client: S3Client = s3Client(location)) {
    this.#location = location;
    this.#client = client;
    this.#staging = new LocalFileStore(stagingDir);
  }

  #key(checksum: string): string {
    return objectKey(this.#location.prefix, checksum);
  }

  tempPath(): Promise<string> {
    return this.#staging.tempPath();
  }

  /** Streams the temp file up (multipart past 5 MB, never whole in memory), then removes it. */
  async putFile(tempPath: string, checksum: string): Promise<StoredFile> {
    try {
      return await this.#upload(tempPath, checksum);
    } catch (error) {
      throw error instanceof FileStoreUnavailable ? error : unavailable(error, this.#location.bucket);
    } finally {
      await unlink(tempPath).catch(() => undefined);
    }
  }

  async #upload(tempPath: string, checksum: string): Promise<StoredFile> {
    const size = (await stat(tempPath)).size;
    // Content-addressed: an object already there has these bytes.
    if (!(await this.stat(checksum))) await uploadFile(this.#client, this.#location.bucket, this.#key(checksum), tempPath, size);
    return { checksum, size };
  }

  async put(data: Buffer): Promise<StoredFile> {
    const checksum = sha256(data);
    if (!(await this.stat(checksum))) {
      await this.#client
        .send(new PutObjectCommand({ Bucket: this.#location.bucket, Key: this.#key(checksum), Body: data, ContentLength: data.length }))
        .catch((error: unknown) => Promise.reject(unavailable(error, this.#location.bucket)));
    }
    return { checksum, size: data.length };
  }

  async get(checksum: string): Promise<Readable | undefined> {
    if (!CHECKSUM.test(checksum)) return undefined;
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#location.bucket, Key: this.#key(checksum) }));
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw unavailable(error, this.#location.bucket);
    }
  }

  async stat(checksum: string): Promise<{ size: number } | undefined> {
    if (!CHECKSUM.test(checksum)) return undefined;
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#location.bucket, Key: this.#key(checksum) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw unavailable(error, this.#location.bucket);
    }
  }

  async delete(checksum: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#location.bucket, Key: this.#key(checksum) })).catch((error: unknown) => {
      throw unavailable(error, this.#location.bucket);
    });
  }

  /** A URL that fetches the object without credentials until it expires; the response carries `contentType`. */
  presignedUrl(checksum: string, seconds: number, contentType: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.#location.bucket, Key: this.#key(checksum), ResponseContentType: contentType });
    return getSignedUrl(this.#client, command, { expiresIn: seconds });
  }

  /** Undefined when the bucket answers; what went wrong otherwise (readiness). */
  async problem(): Promise<string | undefined> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#location.bucket }));
      return undefined;
    } catch (error) {
      const e = error as Error & { $metadata?: { httpStatusCode?: number } };
      return `bucket ${this.#location.bucket} does not answer: ${e.$metadata?.httpStatusCode ?? ""} ${e.name || e.message}`.replace(/\s+/g, " ").trim();
    }
  }

  sweepTemp(olderThanMs?: number): Promise<void> {
    return this.#staging.sweepTemp(olderThanMs);
  }

  close(): void {
    this.#client.destroy();
  }
}
