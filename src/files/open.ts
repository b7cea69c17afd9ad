// Opens the configured file store: the local directory, or an S3-compatible bucket whose SDK (25 MB and 100 ms
// to load) is imported only when a bucket is configured, on the store's first use.
import type { Readable } from "node:stream";
import type { S3FileStore, S3Location } from "./s3.js";
import { LocalFileStore, type FileStore, type StoredFile } from "./store.js";

export interface FileStoreOptions {
  /** The local store's directory; with a bucket, where temp files are staged before they are uploaded (`tmp/`). */
  dir: string;
  s3?: S3Location;
}

export function openFileStore(options: FileStoreOptions): FileStore {
  return options.s3 ? new DeferredS3FileStore(options.s3, options.dir) : new LocalFileStore(options.dir);
}

/** The S3 store, made once its module has loaded; every call waits for that. */
class DeferredS3FileStore implements FileStore {
  readonly #store: Promise<S3FileStore>;
  #loaded: S3FileStore | undefined;

  constructor(location: S3Location, stagingDir: string) {
    this.#store = import("./s3.js").then(({ S3FileStore }) => (this.#loaded = new S3FileStore(location, stagingDir)));
    // A failed import surfaces at the first call; no unhandled rejection meanwhile.
    this.#store.catch(() => undefined);
  }

  async tempPath(): Promise<string> {
    return (await this.#store).tempPath();
  }
  async putFile(tempPath: string, checksum: string): Promise<StoredFile> {
    return (await this.#store).putFile(tempPath, checksum);
  }
  async put(data: Buffer): Promise<StoredFile> {
    return (await this.#store).put(data);
  }
  async get(checksum: string): Promise<Readable | undefined> {
    return (await this.#store).get(checksum);
  }
  async stat(checksum: string): Promise<{ size: number } | undefined> {
    return (await this.#store).stat(checksum);
  }
  async delete(checksum: string): Promise<void> {
    return (await this.#store).delete(checksum);
  }
  async sweepTemp(olderThanMs?: number): Promise<void> {
    return (await this.#store).sweepTemp(olderThanMs);
  }
  async problem(): Promise<string | undefined> {
    return (await this.#store).problem();
  }
  async presignedUrl(checksum: string, seconds: number, contentType: string): Promise<string> {
    return (await this.#store).presignedUrl(checksum, seconds, contentType);
  }
  close(): void {
    this.#loaded?.close();
  }
}
