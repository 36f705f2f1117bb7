import { testClock, useTestApp } from '../../test/build-test-app';
import {
  type EkycCustomer,
  advanceTo,
  customerOf,
  ok,
  requestCode,
  startCase,
} from '../../test/ekyc';
import { fakeEkycVendor } from '../../test/fake-ekyc-vendor';
import { waitForOutbox } from '../../test/outbox';
import { expectApiError } from '../../test/responses';

const SECOND = 1000;

describe('eKYC one-time codes', () => {
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({
    now: clock.now,
    ekycVendor: fakeEkycVendor(),
    env: { OTP_MAX_SENDS_PER_HOUR: '3' },
  });

  async function atOtp(): Promise<EkycCustomer> {
    const customer = await startCase(app);
    await advanceTo(customer, 'otp', app);
    return customer;
  }
  /** The same case from another client address (a brute force spreads over many). */
  const elsewhere = (customer: EkycCustomer) => customerOf(app, customer.uuid, customer.token);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code with its countdown, and takes it once', async () => {
    const customer = await atOtp();
    const sent = await customer.post('request-otp');
    // 0912345678 → 091****678
    const masked = `091****${customer.contact.phone.slice(-3)}`;
    expect(ok(sent)).toEqual({
      phoneMasked: masked,
      expiresAt: new Date(clock.now().getTime() + 180 * SECOND).toISOString(),
      resendAt: new Date(clock.now().getTime() + 60 * SECOND).toISOString(),
      attemptsLeft: 5,
    });
    expect(await customer.steps()).toMatchObject({
      otp: { phoneMasked: masked, attemptsLeft: 5 },
    });
  });

  it('otp_resend_too_soon (429 + Retry-After) inside the countdown, a new code after it', async () => {
    const customer = await atOtp();
    const first = await requestCode(app, customer);
    clock.advance(20 * SECOND);
    const early = await customer.post('resend-otp', {}, 'en');
    expectApiError(early, 429, {
      code: 'otp_resend_too_soon',
      message: 'Request to resend code failed, please try again in 40 seconds.',
    });
    expect(early.headers['retry-after']).toBe('40');
    clock.advance(40 * SECOND);
    const second = await requestCode(app, customer, 'resend-otp');
    // Only the newest code counts.
    if (second !== first) {
      expect((await customer.post('verify-otp', { otp: first })).json().errors[0].code).toBe(
        'otp_invalid',
      );
    }
    expect(ok(await customer.post('verify-otp', { otp: second }))).toEqual({ step: 'contract' });
  });

  it('otp_invalid on the field, with the tries left counted down', async () => {
    const customer = await atOtp();
    const code = await requestCode(app, customer);
    const res = await customer.post('verify-otp', { otp: wrongCode(code) });
    expectApiError(res, 422, {
      code: 'otp_invalid',
      message: 'Mã OTP xác nhận không chính xác.',
      field: 'otp',
    });
    expect(await customer.steps()).toMatchObject({ step: 'otp', otp: { attemptsLeft: 4 } });
  });

  it('otp_expired after OTP_TTL_SECONDS', async () => {
    const customer = await atOtp();
    const code = await requestCode(app, customer);
    clock.advance(180 * SECOND);
    const res = await customer.post('verify-otp', { otp: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code: 'otp_expired', field: 'otp' });
  });

  it('otp_not_found before any code was sent', async () => {
    const customer = await atOtp();
    const res = await customer.post('verify-otp', { otp: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].code).toBe('otp_not_found');
  });

  it('locks the code after 5 tries from as many addresses, the right one included', async () => {
    const customer = await atOtp();
    const code = await requestCode(app, customer);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await elsewhere(customer).post('verify-otp', { otp: wrongCode(code) });
      codes.push(res.json().errors[0].code);
    }
    expect(codes).toEqual([
      'otp_invalid',
      'otp_invalid',
      'otp_invalid',
      'otp_invalid',
      'otp_attempts_exceeded',
    ]);
    const right = await elsewhere(customer).post('verify-otp', { otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0]).toMatchObject({ code: 'otp_attempts_exceeded', field: 'otp' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // A new code after the countdown works.
    clock.advance(60 * SECOND);
    const next = await requestCode(app, customer, 'resend-otp');
    expect(ok(await customer.post('verify-otp', { otp: next }))).toEqual({ step: 'contract' });
  });

  it('counts parallel guesses as a sequence would: 5 tries, then locked', async () => {
    const customer = await atOtp();
    const code = await requestCode(app, customer);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        elsewhere(customer).post('verify-otp', {
          otp: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
        }),
      ),
    );
    expect(guesses.map((r) => r.statusCode).sort()).toEqual([
      ...Array(4).fill(422),
      ...Array(8).fill(429),
    ]);
    expect((await customer.post('verify-otp', { otp: code })).statusCode).toBe(429);
  });

  it('sends at most OTP_MAX_SENDS_PER_HOUR codes per case (429 rate_limited)', async () => {
    const customer = await atOtp();
    for (let i = 0; i < 3; i++) {
      await requestCode(app, customer, i === 0 ? 'request-otp' : 'resend-otp');
      clock.advance(60 * SECOND);
    }
    const fourth = await elsewhere(customer).post('resend-otp');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0].code).toBe('rate_limited');
  });

  it('otp_send_failed (502) when the SMS cannot be queued, and the code is not kept', async () => {
    const customer = await atOtp();
    const send = vi.spyOn(app.jobs, 'send').mockRejectedValueOnce(new Error('queue down'));
    try {
      const res = await customer.post('request-otp');
      expect(res.statusCode).toBe(502);
      expect(res.json().errors[0].code).toBe('otp_send_failed');
    } finally {
      send.mockRestore();
    }
    // No countdown was started by a code nobody received.
    ok(await customer.post('request-otp'));
  });
});

describe('eKYC one-time codes by SMS', () => {
  const app = useTestApp({ ekycVendor: fakeEkycVendor(), env: { JOBS_WORKERS: 'true' } });

  it('go through the SMS job to the dev outbox, in the request language', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'otp', app);
    ok(await customer.post('request-otp', {}, 'en'));
    const [sms] = await waitForOutbox(app, customer.contact.phone);
    expect(sms).toMatchObject({ channel: 'sms', locale: 'en' });
    const code = /code is (\d{6}),/.exec(sms!.text)?.[1];
    expect(sms!.text).toContain('valid for 3 minutes');
    expect(ok(await customer.post('verify-otp', { otp: code! }))).toEqual({ step: 'contract' });
  });
});
