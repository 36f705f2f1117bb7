import { ConnectionTokens } from './tokens';

const SECRET = Buffer.from('a-secret-shared-by-every-instance');

function tokens(options: { secret?: Buffer; now?: () => number; maxUsed?: number } = {}) {
  return new ConnectionTokens({
    secret: options.secret ?? SECRET,
    ttlMs: 60_000,
    maxUsed: options.maxUsed ?? 100,
    ...(options.now ? { now: options.now } : {}),
  });
}

describe('connection tokens', () => {
  it('are redeemed by another instance with the same secret, once each', () => {
    const a = tokens();
    const b = tokens();
    const token = a.issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.issue()).not.toBe(token);
    expect(b.redeem(token)).toBe(true);
    expect(b.redeem(token)).toBe(false);
  });

  it('refuses a token signed with another secret', () => {
    const other = tokens({ secret: Buffer.from('another-secret-of-another-deployment') });
    expect(tokens().redeem(other.issue())).toBe(false);
  });

  it('refuses a forged token: any byte changed, a longer expiry, junk', () => {
    const issuer = tokens();
    const token = issuer.issue();
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 5, 6, 15, 16, 31]) {
      const forged = Buffer.from(bytes);
      forged[index]! ^= 0x01;
      expect(issuer.redeem(forged.toString('base64url'))).toBe(false);
    }
    expect(issuer.redeem('')).toBe(false);
    expect(issuer.redeem('unknown')).toBe(false);
    expect(issuer.redeem(`${token}A`)).toBe(false);
    expect(issuer.redeem(token.replace(/.$/, '+'))).toBe(false);
    expect(issuer.redeem(token)).toBe(true);
  });

  it('refuses a token past its expiry', () => {
    let now = 1_000_000;
    const issuer = tokens({ now: () => now });
    const fresh = issuer.issue();
    const stale = issuer.issue();
    now += 60_000;
    expect(issuer.redeem(fresh)).toBe(true);
    now += 1;
    expect(issuer.redeem(stale)).toBe(false);
  });

  it('remembers at most maxUsed tokens, and forgets used ones once they expire', () => {
    let now = 1_000_000;
    const issuer = tokens({ now: () => now, maxUsed: 2 });
    const [first, second, third] = [issuer.issue(), issuer.issue(), issuer.issue()];
    expect([first, second, third].map((t) => issuer.redeem(t))).toEqual([true, true, true]);
    // The oldest was forgotten to make room; the two others are still refused.
    expect(issuer.redeem(second)).toBe(false);
    expect(issuer.redeem(third)).toBe(false);
    now += 60_001;
    expect(issuer.redeem(third)).toBe(false);
  });

  it('needs a secret of 16 bytes or more', () => {
    expect(() => tokens({ secret: Buffer.from('short') })).toThrow(/16 bytes/);
  });
});
