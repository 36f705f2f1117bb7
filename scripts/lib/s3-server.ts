/**
 * The S3-compatible server of `npm run start:cluster` (and of CI's storage tests): s3rver, an
 * implementation of the S3 REST API on the local disk. The API reaches it through the AWS SDK
 * exactly as it would reach MinIO or AWS S3 (STORAGE_URL). A development stand-in only: one
 * fixed key pair (S3RVER / S3RVER), no TLS.
 *
 * Environment: S3_PORT (9000), S3_DIR (where objects live), S3_BUCKET (created if missing).
 */
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

const port = Number(process.env.S3_PORT ?? 9000);
const directory = process.env.S3_DIR ?? '.data/cluster/s3';
const bucket = process.env.S3_BUCKET?.trim();

mkdirSync(directory, { recursive: true });
const server = new S3rver({
  port,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: bucket ? [{ name: bucket, configs: [] }] : [],
});

await server.run();
console.log(`S3-compatible server on http://127.0.0.1:${port} (objects in ${directory})`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
