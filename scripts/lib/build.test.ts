import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestInput, siteState } from './build';

let root: string;
const setTime = (full: string, secondsAgo: number) => {
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(full, t, t);
};
/** Folders count as inputs; keep them older than everything unless a test says otherwise. */
const OLD_DIRS = 1000;
/** Both builds of a site: the proxy's server render and the browser's. */
const built = (secondsAgo: number) => {
  at('sites/corporate/dist-server/server.js', secondsAgo + 1);
  at('sites/corporate/dist/index.html', secondsAgo);
};
const at = (file: string, secondsAgo: number) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, file);
  setTime(full, secondsAgo);
  for (let dir = path.dirname(full); dir.startsWith(root); dir = path.dirname(dir)) {
    setTime(dir, OLD_DIRS);
  }
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'start-build-'));
  at('shared/src/ui/Button.tsx', 500);
  at('shared/package.json', 500);
  at('sites/vite.site.ts', 500);
  at('sites/corporate/src/main.tsx', 400);
  at('sites/corporate/index.html', 400);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('siteState', () => {
  it('wants a build when there is no dist', async () => {
    expect(await siteState(root, 'corporate')).toMatchObject({
      stale: true,
      reason: 'no build yet',
    });
  });

  it('wants a build when the server build is missing', async () => {
    at('sites/corporate/dist/index.html', 100);
    expect(await siteState(root, 'corporate')).toMatchObject({
      stale: true,
      reason: 'no server build yet',
    });
  });

  it('is up to date when dist/index.html is newer than every input', async () => {
    built(100);
    expect(await siteState(root, 'corporate')).toMatchObject({ stale: false });
  });

  it('names the site source that changed after the build', async () => {
    built(100);
    at('sites/corporate/src/app/router.tsx', 10);
    const state = await siteState(root, 'corporate');
    expect(state.stale).toBe(true);
    expect(state.reason).toContain(path.join('sites/corporate/src/app/router.tsx'));
  });

  it('rebuilds every site when shared code changes', async () => {
    built(100);
    at('shared/src/ui/Button.tsx', 10);
    expect(await siteState(root, 'corporate')).toMatchObject({ stale: true });
  });

  it('ignores tests, node_modules and the output itself', async () => {
    built(100);
    at('sites/corporate/src/app/router.test.tsx', 10);
    at('sites/corporate/node_modules/.vite/deps.json', 10);
    at('sites/corporate/dist/assets/x.js', 10);
    at('shared/src/ui/Button.test.tsx', 10);
    expect(await siteState(root, 'corporate')).toMatchObject({ stale: false });
  });

  it.each(['package-lock.json', 'tsconfig.base.json'])('rebuilds when %s changes', async (file) => {
    built(100);
    at(file, 10);
    const state = await siteState(root, 'corporate');
    expect(state.stale).toBe(true);
    expect(state.reason).toContain(file);
  });

  it('rebuilds when a source file is deleted or renamed', async () => {
    at('sites/corporate/src/app/old.tsx', 400);
    built(100);
    rmSync(path.join(root, 'sites/corporate/src/app/old.tsx'));
    const state = await siteState(root, 'corporate');
    expect(state.stale).toBe(true);
    expect(state.reason).toContain(path.join('sites/corporate/src/app'));
  });

  it('rebuilds when a shared source file is deleted', async () => {
    at('shared/src/ui/Old.tsx', 400);
    built(100);
    rmSync(path.join(root, 'shared/src/ui/Old.tsx'));
    expect(await siteState(root, 'corporate')).toMatchObject({ stale: true });
  });

  it('does not count the site folder itself (dist/ and friends appear there)', async () => {
    built(100);
    mkdirSync(path.join(root, 'sites/corporate/test-results'));
    expect(await siteState(root, 'corporate')).toMatchObject({ stale: false });
  });
});

describe('newestInput', () => {
  it('skips entries that do not exist', async () => {
    const newest = await newestInput([
      path.join(root, 'nope'),
      path.join(root, 'sites/vite.site.ts'),
    ]);
    expect(newest.file).toBe(path.join(root, 'sites/vite.site.ts'));
  });
});
