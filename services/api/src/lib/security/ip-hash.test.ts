import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { IP_HASH_SECRET_FILE, hashIp, persistentIpHashSecret } from './ip-hash';

describe('the IP hash secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ip-hash-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once in DATA_DIR, readable by the owner only, and read back after', () => {
    const secret = persistentIpHashSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, IP_HASH_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(persistentIpHashSecret(dir)).toBe(secret);
  });

  it('survives a restart: the same address hashes the same in the next process', () => {
    // Two loadConfig calls stand for two runs of the API on one DATA_DIR.
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(hashIp(second.ipHashSecret, '203.0.113.7')).toBe(
      hashIp(first.ipHashSecret, '203.0.113.7'),
    );
    expect(loadConfig({ DATA_DIR: mkdtempSync(path.join(dir, 'other-')) }).ipHashSecret).not.toBe(
      first.ipHashSecret,
    );
  });

  it('takes IP_HASH_SECRET when it is set, and writes nothing then', () => {
    const config = loadConfig({ DATA_DIR: dir, IP_HASH_SECRET: 'a-secret-of-sixteen+' });
    expect(config.ipHashSecret).toBe('a-secret-of-sixteen+');
    expect(() => statSync(path.join(dir, IP_HASH_SECRET_FILE))).toThrow();
  });

  it('refuses a secret file that is too short to be one, and says what to do', () => {
    writeFileSync(path.join(dir, IP_HASH_SECRET_FILE), 'short\n', { mode: 0o600 });
    expect(() => persistentIpHashSecret(dir)).toThrow(
      /ip-hash-secret holds no usable key \(at least 16 characters\): delete it or set IP_HASH_SECRET/,
    );
  });

  it('takes a kept key as short as IP_HASH_SECRET may be (16 characters)', () => {
    writeFileSync(path.join(dir, IP_HASH_SECRET_FILE), 'sixteen-chars-ok\n', { mode: 0o600 });
    expect(persistentIpHashSecret(dir)).toBe('sixteen-chars-ok');
  });

  it('makes DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dir, 'new', 'data');
    expect(persistentIpHashSecret(nested)).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(nested, IP_HASH_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
