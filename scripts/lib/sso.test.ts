import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secretFor, SSO_SECRET_FILE } from './sso';

const clientSecretFor = (dir: string, fromEnv: string | undefined) =>
  secretFor(dir, SSO_SECRET_FILE, fromEnv);

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'launcher-sso-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secretFor', () => {
  it('prefers SSO_CLIENT_SECRET from the environment and writes nothing', () => {
    const dir = tempDir();
    expect(clientSecretFor(dir, '  from-env  ')).toBe('from-env');
    expect(() => statSync(path.join(dir, SSO_SECRET_FILE))).toThrow();
  });

  it('generates 32 random bytes once into a private file and reuses them', () => {
    const dataDir = path.join(tempDir(), 'not-yet-created');
    const secret = clientSecretFor(dataDir, undefined);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, SSO_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(clientSecretFor(dataDir, '')).toBe(secret);
  });

  it('tightens the permissions of a secret file left readable', () => {
    const dir = tempDir();
    const file = path.join(dir, SSO_SECRET_FILE);
    writeFileSync(file, 'kept-secret\n', { mode: 0o644 });
    expect(clientSecretFor(dir, undefined)).toBe('kept-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
