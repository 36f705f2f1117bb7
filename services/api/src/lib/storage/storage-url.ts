/**
 * Where an S3-compatible store lives, from `STORAGE_URL`:
 *
 * - `http(s)://ACCESS_KEY:SECRET_KEY@host:port/bucket[/prefix]?region=…` — any S3-compatible
 *   server (MinIO, s3rver, Ceph), addressed path-style; region defaults to `us-east-1`.
 * - `s3://bucket[/prefix]?region=…` — AWS S3 itself, with the SDK's default credential chain
 *   (environment, profile, instance or task role); region from the URL or that chain.
 *
 * Keys are written under `prefix/` when there is one, so several deployments (or test files)
 * can share a bucket. Credentials are percent-decoded (a `/` in a secret is `%2F`).
 */
export interface StorageLocation {
  /** The server's origin for http(s) URLs; AWS's own endpoints otherwise. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  region: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  bucket: string;
  /** '' or `a/b/`: what every key is stored under. */
  prefix: string;
}

/** S3's bucket naming rules, simplified: 3-63 lowercase letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

export class StorageUrlError extends Error {
  override name = 'StorageUrlError';
}

export function parseStorageUrl(value: string): StorageLocation {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError(
      'must be a URL: http(s)://KEY:SECRET@host:port/bucket or s3://bucket',
    );
  }
  const aws = url.protocol === 's3:';
  if (!aws && url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new StorageUrlError('must be an http://, https:// or s3:// URL');

  // s3://bucket/prefix has the bucket as its host; http(s) URLs have it as the first segment.
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const bucket = aws ? url.hostname : segments.shift();
  if (!bucket || !BUCKET.test(bucket))
    throw new StorageUrlError(
      'must name a bucket (3-63 lowercase letters, digits, dots or dashes)',
    );
  if (!segments.every((s) => PREFIX_SEGMENT.test(s) && s !== '.' && s !== '..'))
    throw new StorageUrlError('has a key prefix with characters other than letters, digits . _ -');

  const hasUser = url.username !== '' || url.password !== '';
  if (aws && hasUser)
    throw new StorageUrlError('s3:// URLs take credentials from the AWS chain, not the URL');
  if (hasUser && (url.username === '' || url.password === ''))
    throw new StorageUrlError('must give both the access key and the secret (KEY:SECRET@)');

  const region = url.searchParams.get('region')?.trim() || undefined;
  return {
    endpoint: aws ? undefined : url.origin,
    forcePathStyle: !aws,
    region: region ?? (aws ? undefined : 'us-east-1'),
    credentials: hasUser
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
    bucket,
    prefix: segments.length > 0 ? `${segments.join('/')}/` : '',
  };
}

/** The location for logs: no credentials. */
export function describeStorage(location: StorageLocation): string {
  const where = location.endpoint ?? 's3:/';
  return `${where}/${location.bucket}${location.prefix ? `/${location.prefix.slice(0, -1)}` : ''}`;
}
