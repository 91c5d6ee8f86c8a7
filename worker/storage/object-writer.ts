// Writes a stream of bytes of unknown length to R2 with bounded memory: small
// files in one put, larger ones as a multipart upload of equal 8 MiB parts
// (R2 requires every part but the last to be the same size, at least 5 MiB).
import { concatBytes } from '../lib/bytes';

export const objectPartSize = 8 * 1024 * 1024;

export class ObjectWriter {
  #chunks: Uint8Array[] = [];
  #buffered = 0;
  #upload: R2MultipartUpload | null = null;
  #parts: R2UploadedPart[] = [];
  size = 0;

  constructor(
    private readonly bucket: R2Bucket,
    readonly key: string,
    private readonly options: R2MultipartOptions = {},
  ) {}

  async write(bytes: Uint8Array): Promise<void> {
    this.size += bytes.length;
    this.#chunks.push(bytes);
    this.#buffered += bytes.length;
    while (this.#buffered >= objectPartSize) {
      const all = concatBytes(this.#chunks);
      await this.#uploadPart(all.subarray(0, objectPartSize));
      const rest = all.slice(objectPartSize);
      this.#chunks = rest.length ? [rest] : [];
      this.#buffered = rest.length;
    }
  }

  async finish(): Promise<void> {
    const rest = concatBytes(this.#chunks);
    this.#chunks = [];
    if (!this.#upload) {
      await this.bucket.put(this.key, rest, this.options);
      return;
    }
    if (rest.length > 0) await this.#uploadPart(rest);
    await this.#upload.complete(this.#parts);
  }

  /** Leaves nothing behind: aborts a multipart upload in progress. */
  async abort(): Promise<void> {
    this.#chunks = [];
    if (this.#upload) await this.#upload.abort().catch(() => {});
  }

  async #uploadPart(bytes: Uint8Array) {
    this.#upload ??= await this.bucket.createMultipartUpload(this.key, this.options);
    this.#parts.push(await this.#upload.uploadPart(this.#parts.length + 1, bytes));
  }
}
