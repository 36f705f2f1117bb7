import { describeStorage, parseStorageUrl } from './storage-url';

describe('parseStorageUrl (STORAGE_URL)', () => {
  it('reads an S3-compatible server: path-style, credentials, bucket, prefix, region', () => {
    const location = parseStorageUrl(
      'http://minio%2Fkey:se%2Fcret@minio:9000/brokerage/site/files?region=ap-southeast-1',
    );
    expect(location).toEqual({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'minio/key', secretAccessKey: 'se/cret' },
      bucket: 'brokerage',
      prefix: 'site/files/',
    });
    expect(describeStorage(location)).toBe('http://minio:9000/brokerage/site/files');
  });

  it('defaults the region of a server to us-east-1 and allows no prefix', () => {
    expect(parseStorageUrl('https://k:s@s3.example/files/')).toMatchObject({
      endpoint: 'https://s3.example',
      region: 'us-east-1',
      bucket: 'files',
      prefix: '',
    });
  });

  it('reads AWS S3 itself (s3://) with the default credential chain', () => {
    const location = parseStorageUrl('s3://brokerage-prod/uploads?region=ap-southeast-1');
    expect(location).toEqual({
      endpoint: undefined,
      forcePathStyle: false,
      region: 'ap-southeast-1',
      credentials: undefined,
      bucket: 'brokerage-prod',
      prefix: 'uploads/',
    });
    expect(parseStorageUrl('s3://brokerage-prod').region).toBeUndefined();
    expect(describeStorage(location)).toBe('s3://brokerage-prod/uploads');
  });

  it.each([
    ['not a url', /must be a URL/],
    ['ftp://k:s@host/bucket', /http:\/\/, https:\/\/ or s3:\/\//],
    ['http://k:s@host:9000', /must name a bucket/],
    ['http://k:s@host:9000/Bad_Bucket', /must name a bucket/],
    ['http://k:s@host:9000/bucket/a%20b', /key prefix/],
    ['http://k:s@host:9000/bucket/..', /must name a bucket|key prefix/],
    ['http://key@host:9000/bucket', /both the access key and the secret/],
    ['s3://k:s@bucket', /AWS chain/],
  ])('refuses %s', (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });
});
