import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`: path-style requests only. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The same as environment variables for a service process (BLOB_STORE=s3...). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver, objects in a temporary directory) on 127.0.0.1 and a free
 * port, with one empty bucket: the S3 blob store's tests and the soak talk S3 to it over HTTP,
 * signatures and multipart uploads included. `close` stops it and removes its objects.
 */
export async function startS3Server({ bucket = 'blobs' }: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-server-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  let closed: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      closed ??= server.close().then(() => fs.rmSync(directory, { recursive: true, force: true }));
      await closed;
    },
  };
}
