import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';

/**
 * Where attachments' bytes live: one interface, the data directory by default, an S3-compatible bucket with
 * S3_URL. Keys are `<taskId>/<attachmentId>`, so a task's files go with one `deletePrefix`.
 */
export interface AttachmentStorage {
  /** Stores the stream's bytes under the key and answers how many there were. A failed stream leaves nothing. */
  put(key: string, body: Readable): Promise<number>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with `<prefix>/` (a task's files). */
  deletePrefix(prefix: string): Promise<void>;
  /** The first parts of the stored keys (the task ids that have files). */
  prefixes(): Promise<string[]>;
}

const KEY = /^[0-9a-f]{24}\/[0-9a-f]{24}$/;
const PREFIX = /^[0-9a-f]{24}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid attachment storage key: ${key}`);
  return key;
}

function checkPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error(`Invalid attachment storage prefix: ${prefix}`);
  return prefix;
}

/** Counts the bytes that go through. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Writes the stream to a new file beside `target` and moves it there once whole; answers the size. */
async function writeWhole(target: string, body: Readable): Promise<number> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
  const counter = byteCounter();
  const out = createWriteStream(partial, { mode: 0o600 });
  try {
    await pipeline(body, counter, out);
    await rename(partial, target);
    return counter.bytes;
  } catch (error) {
    // A file refused at once fails the pipeline before the file is even open: the stream opens (creating the
    // file) and closes after that, so removing it before then would leave an empty partial file behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(partial, { force: true });
    throw error;
  }
}

/** Files under `<root>/<taskId>/<attachmentId>` (root: `${DATA_DIR}/attachments`). */
export function directoryStorage(root: string): AttachmentStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      try {
        return await writeWhole(file, body);
      } catch (error) {
        // A task's folder made for a file that never landed goes too.
        await rmdir(path.dirname(file)).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // A task's folder goes with its last file.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
    async deletePrefix(prefix) {
      await rm(path.join(root, checkPrefix(prefix)), { recursive: true, force: true });
    },
    async prefixes() {
      try {
        return (await readdir(root)).filter((name) => PREFIX.test(name));
      } catch {
        return [];
      }
    },
  };
}

export interface S3Location {
  endpoint: URL;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3_URL: `s3://KEY:SECRET@host:port/bucket?region=eu-west-1`, over https; `?tls=false` for plain http (a
 * loopback MinIO). Path-style addressing, so any S3-compatible server works.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:') throw new Error('S3_URL must start with s3://');
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!bucket || bucket.includes('/'))
    throw new Error('S3_URL must name one bucket: s3://KEY:SECRET@host/bucket');
  if (!url.username || !url.password) throw new Error('S3_URL must carry the access key and secret');
  const tls = url.searchParams.get('tls') !== 'false';
  return {
    endpoint: new URL(`${tls ? 'https' : 'http'}://${url.host}`),
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

async function failure(response: Response, what: string): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 300)}`);
}

/** Objects `<taskId>/<attachmentId>` in a bucket of an S3-compatible server, signed with AWS Signature V4. */
export function s3Storage(location: S3Location, spoolDir: string = tmpdir()): AttachmentStorage {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    region: location.region,
    service: 's3',
  });
  const bucketUrl = new URL(`/${encodeURIComponent(location.bucket)}/`, location.endpoint);
  const objectUrl = (key: string) =>
    new URL(checkKey(key).split('/').map(encodeURIComponent).join('/'), bucketUrl);

  /** Every page of a ListObjectsV2 answer (1,000 entries a page), as one XML text. */
  async function listKeys(query: Record<string, string>): Promise<string> {
    const pages: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(bucketUrl);
      url.search = new URLSearchParams({
        'list-type': '2',
        ...query,
        ...(token ? { 'continuation-token': token } : {}),
      }).toString();
      const response = await client.fetch(url, { method: 'GET' });
      if (!response.ok) throw await failure(response, 'list');
      const page = await response.text();
      pages.push(page);
      token = /<IsTruncated>true<\/IsTruncated>/.test(page)
        ? /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(page)?.[1]
        : undefined;
    } while (token);
    return pages.join('');
  }

  /** S3 wants the length of a PUT up front: the upload is spooled to a temporary file, then streamed on. */
  async function put(key: string, body: Readable): Promise<number> {
    const spool = path.join(spoolDir, `attachment-${randomBytes(8).toString('hex')}.part`);
    try {
      const size = await writeWhole(spool, body);
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        headers: { 'content-length': String(size), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      });
      const url = new URL(signed.url);
      const headers = Object.fromEntries(signed.headers.entries());
      const transport = url.protocol === 'https:' ? https : http;
      await new Promise<void>((resolve, reject) => {
        const request = transport.request(url, { method: 'PUT', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else
              reject(new Error(`S3 put failed: ${status} ${Buffer.concat(chunks).toString().slice(0, 300)}`));
          });
          response.on('error', reject);
        });
        request.on('error', reject);
        createReadStream(spool).on('error', reject).pipe(request);
      });
      return size;
    } finally {
      await rm(spool, { force: true });
    }
  }

  return {
    put,
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw await failure(response, 'get');
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure(response, 'delete');
    },
    async deletePrefix(prefix) {
      const xml = await listKeys({ prefix: `${checkPrefix(prefix)}/` });
      const keys = [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '');
      for (const key of keys) if (KEY.test(key)) await this.delete(key);
    },
    async prefixes() {
      const xml = await listKeys({ delimiter: '/' });
      return [...xml.matchAll(/<Prefix>([0-9a-f]{24})\/<\/Prefix>/g)].map((match) => match[1] ?? '');
    },
  };
}

/** The storage of this server: the bucket of S3_URL when set, else `${dataDir}/attachments`. */
export function attachmentStorageFor(config: {
  dataDir: string;
  s3Url: string | undefined;
}): AttachmentStorage {
  if (config.s3Url) return s3Storage(parseS3Url(config.s3Url), path.join(config.dataDir, 'tmp'));
  return directoryStorage(path.join(config.dataDir, 'attachments'));
}
