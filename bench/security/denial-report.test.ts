import { describe, expect, it } from 'vitest';
import { Tally, allServed, formatScenario, scenarioPassed } from './denial-report';
import { parseSetCookies, pathMatches, type Answer } from './source-client';

const answer = (status: number, ms = 10): Answer => ({ status, headers: {}, body: '', ms });

describe('denial scenario tallies', () => {
  it('counts what a group expected and what it did not', () => {
    const tally = new Tally('visitors', (a) => a.status === 200);
    [200, 200, 503, 0].forEach((status, i) => tally.add(answer(status, (i + 1) * 10)));
    const figures = tally.figures();
    expect(figures).toMatchObject({ requests: 4, expected: 2, p50: 20, max: 40 });
    expect(figures.statuses).toEqual({ '0': 1, '200': 2, '503': 1 });
    expect(tally.unexpected).toBe(2);
  });

  it('fails "all served" on one unexpected answer, and on none at all', () => {
    const served = new Tally('ok', (a) => a.status === 200);
    served.add(answer(200));
    expect(allServed(served, 'x').ok).toBe(true);
    served.add(answer(503));
    expect(allServed(served, 'x')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('503×1'),
    });
    expect(allServed(new Tally('empty', () => true), 'x').ok).toBe(false);
  });

  it('passes a scenario only when it has checks and all hold', () => {
    const base = { scenario: 's', attack: 'a', groups: [] };
    expect(scenarioPassed({ ...base, checks: [] })).toBe(false);
    expect(scenarioPassed({ ...base, checks: [{ name: 'n', ok: true, detail: '' }] })).toBe(true);
    const failed = { ...base, checks: [{ name: 'owner', ok: false, detail: '429' }] };
    expect(scenarioPassed(failed)).toBe(false);
    expect(formatScenario(failed)).toContain('FAIL owner: 429');
  });
});

describe('the source client cookie jar', () => {
  it('reads names, values and paths, and drops expired cookies', () => {
    expect(
      parseSetCookies([
        'device=abc.def; Path=/api/v1/customers/auth; HttpOnly; SameSite=Strict',
        '_interaction=; Max-Age=0; Path=/sso',
        'plain=1',
      ]),
    ).toEqual([
      { name: 'device', cookie: { value: 'abc.def', path: '/api/v1/customers/auth' } },
      { name: '_interaction', cookie: null },
      { name: 'plain', cookie: { value: '1', path: '/' } },
    ]);
  });

  it('matches cookie paths as a browser does', () => {
    expect(pathMatches('/sso', '/sso/interaction/x')).toBe(true);
    expect(pathMatches('/sso', '/sso')).toBe(true);
    expect(pathMatches('/sso', '/ssox')).toBe(false);
    expect(pathMatches('/', '/anything')).toBe(true);
  });
});
