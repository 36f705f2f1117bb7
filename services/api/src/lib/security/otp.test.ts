import { MemoryCounter } from '../../plugins/external/rate-limit';
import { type OtpRecord, type OtpStore, OtpService, hashOtp, maskPhone, newOtpCode } from './otp';

/** The codes of one subject in memory, with the store's atomic steps as the table does them. */
function memoryStore(): OtpStore & { rows: (OtpRecord & { subject: string })[] } {
  const rows: (OtpRecord & { subject: string })[] = [];
  return {
    rows,
    latest: async (subject) => rows.filter((r) => r.subject === subject).at(-1) ?? null,
    async insert(subject, code) {
      const row = { ...code, subject, id: rows.length + 1, attempts: 0, consumedAt: null };
      rows.push(row);
      return { ...row };
    },
    async reserveAttempt(id, max) {
      const row = rows.find((r) => r.id === id);
      if (!row || row.consumedAt || row.attempts >= max) return null;
      row.attempts += 1;
      return { ...row };
    },
    async consume(id, at) {
      const row = rows.find((r) => r.id === id);
      if (!row || row.consumedAt) return false;
      row.consumedAt = at;
      return true;
    },
    async remove(id) {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    },
  };
}

describe('one-time codes', () => {
  let now = Date.UTC(2026, 5, 1);
  const clock = () => new Date(now);
  const counted: string[] = [];
  const setup = (maxSendsPerHour = 5) => {
    const store = memoryStore();
    const counter = new MemoryCounter(() => now);
    const service = new OtpService({
      store,
      policy: { length: 6, ttlSeconds: 180, resendSeconds: 60, maxAttempts: 5, maxSendsPerHour },
      key: 'a-key-of-sixteen-characters',
      state: {
        increment: (key, windowMs) => {
          counted.push(key);
          return counter.increment(key, windowMs);
        },
      },
      scope: 'test',
      now: clock,
    });
    return { store, service };
  };

  it('are 6 digits from the whole range, kept only as a keyed hash', async () => {
    const codes = new Set(Array.from({ length: 300 }, () => newOtpCode(6)));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(290);
    const { store, service } = setup();
    const { code, record } = await service.issue('case-1', '0912345678');
    expect(record.codeHash).toBe(hashOtp('a-key-of-sixteen-characters', 'case-1', code));
    expect(record.codeHash).not.toBe(hashOtp('another-key-of-16-chars', 'case-1', code));
    expect(record.codeHash).not.toBe(hashOtp('a-key-of-sixteen-characters', 'case-2', code));
    expect(JSON.stringify(store.rows)).not.toContain(code);
  });

  it('take the right code once, before it expires', async () => {
    const { service } = setup();
    const { code } = await service.issue('case-1', '0912345678');
    expect(await service.verify('case-1', code)).toEqual({ ok: true });
    expect(await service.verify('case-1', code)).toMatchObject({
      ok: false,
      failure: 'otp_not_found',
    });
    now += 60_000;
    const next = await service.issue('case-1', '0912345678');
    now += 180_000;
    expect(await service.verify('case-1', next.code)).toMatchObject({ failure: 'otp_expired' });
  });

  it('wait out the resend countdown, and count sends per subject and per destination', async () => {
    const { service } = setup(2);
    await service.issue('case-1', '0912345678');
    now += 59_000;
    await expect(service.issue('case-1', '0912345678')).rejects.toMatchObject({
      statusCode: 429,
      code: 'otp_resend_too_soon',
      options: { headers: { 'retry-after': '1' } },
    });
    now += 1_000;
    await service.issue('case-1', '0912345678');
    now += 60_000;
    await expect(service.issue('case-1', '0912345678')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    // Another case to the same phone: the phone's own count is spent too.
    await expect(service.issue('case-2', '0912345678')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await service.issue('case-3', '0987654321');
    // The counters' keys name the case, never the phone number.
    expect(counted).toContain('otp:test:subject:case-1');
    expect(counted.join(' ')).not.toContain('0912345678');
  });

  it('allow 5 tries per code: the fifth wrong one and any after say attempts exceeded', async () => {
    const { service } = setup();
    const { code } = await service.issue('case-1', '0912345678');
    const wrong = code === '000000' ? '000001' : '000000';
    const failures = [];
    for (let i = 0; i < 6; i++)
      failures.push(((await service.verify('case-1', wrong)) as { failure: string }).failure);
    expect(failures).toEqual([
      'otp_invalid',
      'otp_invalid',
      'otp_invalid',
      'otp_invalid',
      'otp_attempts_exceeded',
      'otp_attempts_exceeded',
    ]);
    expect(await service.verify('case-1', code)).toMatchObject({
      failure: 'otp_attempts_exceeded',
    });
  });

  it('mask a phone number to its first and last three digits', () => {
    expect(maskPhone('0912345678')).toBe('091****678');
  });
});
