import { testClock, useTestApp } from '../../test/build-test-app';
import { EKYC, advanceTo, customerOf, ok, startCase } from '../../test/ekyc';
import { fakeEkycVendor } from '../../test/fake-ekyc-vendor';

describe('eKYC hand-over to a phone', () => {
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now, ekycVendor: fakeEkycVendor() });
  const redeem = (code: string) =>
    app.inject({ method: 'POST', url: `${EKYC}/handoff/redeem`, payload: { code } });
  const codeOf = (url: string) => new URL(url).searchParams.get('handoff')!;

  it('gives a link valid 10 minutes, once, that yields the case and a token of its own', async () => {
    const computer = await startCase(app);
    await advanceTo(computer, 'id_documents', app);
    const link = ok(await computer.post('handoff', {}, 'en'));
    expect(link).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:8080\/en\/ekyc\?handoff=[A-Za-z0-9_-]{32}$/),
      expiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const code = codeOf(String(link.url));
    const redeemed = ok(await redeem(code));
    expect(redeemed).toEqual({
      uuid: computer.uuid,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      step: 'id_documents',
    });
    expect(redeemed.token).not.toBe(computer.token);
    const phone = customerOf(app, computer.uuid, String(redeemed.token));
    expect((await phone.steps()).step).toBe('id_documents');
    // The computer keeps its own access.
    expect((await computer.steps()).step).toBe('id_documents');
    const again = await redeem(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ code: 'handoff_invalid', field: 'code' });
  });

  it('refuses an expired or unknown code', async () => {
    const computer = await startCase(app);
    const link = ok(await computer.post('handoff'));
    expect(String(link.url)).toMatch(/^http:\/\/localhost:8080\/ekyc\?handoff=/);
    clock.advance(10 * 60_000);
    expect((await redeem(codeOf(String(link.url)))).statusCode).toBe(400);
    expect((await redeem('made-up-code')).statusCode).toBe(400);
  });
});
