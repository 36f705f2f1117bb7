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

  it('is also text to read in the page: the same agreement, with the customer’s data', async () => {
    const customer = await startCase(app);
    // Not before the contract step.
    const early = await customer.get(`contract/${customer.uuid}/text`);
    expect(early.statusCode).toBe(409);
    await advanceTo(customer, 'contract', app);
    for (const [locale, title, terms] of [
      ['vi', 'Hợp đồng mở tài khoản giao dịch chứng khoán', 'Điều khoản và điều kiện'],
      ['en', 'Securities trading account opening agreement', 'Terms and conditions'],
    ] as const) {
      const res = await customer.get(`contract/${customer.uuid}/text?locale=${locale}`);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = ok(res) as {
        title: string;
        meta: string;
        blocks: { kind: string; text: string; marker?: string }[];
      };
      expect(text.title).toBe(title);
      expect(text.blocks).toContainEqual({ kind: 'heading', text: terms });
      const joined = text.blocks.map((b) => b.text).join('\n');
      expect(joined).toContain(customer.contact.fullName);
      expect(joined).toContain(customer.contact.idCode);
      expect(text.blocks.filter((b) => b.marker === '1.')).toHaveLength(1);
    }
    // Someone else's token: the same 404 as an unknown case.
    const other = await startCase(app);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/v1/ekyc-open-account/contract/${customer.uuid}/text`,
      headers: { 'x-ekyc-token': other.token },
    });
    expect(stranger.statusCode).toBe(404);
  });

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
