/**
 * Every dependency supports the Node.js this machine runs (issue 20, item 9): `npm ci` prints no
 * EBADENGINE warning and no library complains about the runtime at start. `.ci/run` also fails
 * on any `npm warn` of `npm ci`; this test names the package that would cause it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Platform packages for other systems are never installed here, so their engines do not apply. */
const installsHere = (entry: LockEntry) =>
  (!entry.os || entry.os.includes(process.platform)) &&
  (!entry.cpu || entry.cpu.includes(process.arch));

describe('dependencies and the Node.js runtime', () => {
  it('every locked package accepts this Node.js version', () => {
    const misfits = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && installsHere(entry))
      .flatMap(([key, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(process.versions.node, range, { includePrerelease: true })
          ? [`${key.replace(/^.*node_modules\//, '')}@${entry.version}: node ${range}`]
          : [];
      });
    expect(misfits).toEqual([]);
  });

  it('the root engines field matches the runtime the launcher and CI accept', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('the SSO provider starts without an unsupported-runtime warning', () => {
    const sso = path.join(root, 'services/sso');
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('oidc-provider')"],
      {
        cwd: sso,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/unsupported runtime/i);
  });
});
