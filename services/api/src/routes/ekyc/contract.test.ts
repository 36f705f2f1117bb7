import { PDFDocument } from 'pdf-lib';
import { PDF_FONT_NAME } from '../../lib/files/pdf';
import { testClock, useTestApp } from '../../test/build-test-app';
import { advanceTo, ok, startCase } from '../../test/ekyc';
import { fakeEkycVendor } from '../../test/fake-ekyc-vendor';

describe('eKYC contract', () => {
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now, ekycVendor: fakeEkycVendor() });

  it.each([
    ['vi', 'Hợp đồng mở tài khoản giao dịch chứng khoán', 'vi-VN'],
    ['en', 'Securities trading account opening agreement', 'en-GB'],
  ] as const)(
    'is a PDF in the request language (%s), with the embedded font',
    async (locale, title, language) => {
      const customer = await startCase(app);
      await advanceTo(customer, 'contract', app);
      const res = await customer.get(`contract/${customer.uuid}?locale=${locale}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="contract-[0-9a-f-]+\.pdf"/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const raw = res.rawPayload.toString('latin1');
      expect(raw).toContain(PDF_FONT_NAME);
      expect(raw).toContain(`/Lang (${language})`);
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getTitle()).toBe(title);
      expect(doc.getCreationDate()).toEqual(clock.now());
    },
  );

  it('needs the terms ticked, then completes once', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'contract', app);
    const unticked = await customer.post('contract-confirm', { agreed: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors).toEqual([
      {
        code: 'terms_required',
        message: 'Quý khách vui lòng đồng ý với các điều khoản và điều kiện.',
        field: 'agreed',
      },
    ]);
    const done = ok(await customer.post('contract-confirm', { agreed: true }));
    expect(done.step).toBe('completed');
    expect((await customer.post('contract-confirm', { agreed: true })).statusCode).toBe(409);
    // The contract stays readable once completed.
    expect((await customer.get(`contract/${customer.uuid}`)).statusCode).toBe(200);
  });

  it('gives each opening its own customer and account numbers', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const customer = await startCase(app);
      await advanceTo(customer, 'completed', app);
      const { completion } = (await customer.steps()) as {
        completion: { customerId: string; accountNumber: string };
      };
      numbers.add(completion.customerId).add(completion.accountNumber);
    }
    expect(numbers.size).toBe(6);
  });
});
