import { asc, eq } from 'drizzle-orm';
import {
  DOCUMENT_CODES,
  EKYC_LIMITS,
  FACE_CODES,
} from '@brokerage/shared/validation/ekyc/codes.ts';
import { ekycChecks } from '../../db/schema';
import { testClock, useTestApp } from '../../test/build-test-app';
import {
  EKYC,
  type EkycCustomer,
  REGISTRATION,
  advanceTo,
  customerOf,
  frontPhoto,
  jpeg,
  multipart,
  ok,
  png,
  requestCode,
  startCase,
  webm,
} from '../../test/ekyc';
import { SOUND_CARD, fakeEkycVendor } from '../../test/fake-ekyc-vendor';
import { expectApiError } from '../../test/responses';

const refused = (code: string) => ({ ok: false, code, checks: [{ name: code, passed: false }] });

describe('eKYC ID and signature photos', () => {
  const vendor = fakeEkycVendor();
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now, ekycVendor: vendor });
  beforeEach(() => vendor.reset());

  async function atDocuments(): Promise<EkycCustomer> {
    const customer = await startCase(app);
    await advanceTo(customer, 'id_documents', app);
    return customer;
  }
  const front = (customer: EkycCustomer) =>
    customer.upload('documents/front', {
      name: 'front.jpg',
      bytes: frontPhoto(customer.contact.idCode),
    });

  it.each(DOCUMENT_CODES.filter((code) => code !== 'signature_blank'))(
    'passes the vendor’s %s on, with its checks, and records it',
    async (code) => {
      const customer = await atDocuments();
      vendor.nextId(refused(code) as never);
      const res = await customer.upload('documents/back', { name: 'back.jpg', bytes: jpeg('b') });
      const status =
        code === 'document_too_large' ? 413 : code === 'document_type_invalid' ? 415 : 422;
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        errors: [{ code, message: expect.any(String), field: 'file' }],
        checks: [{ name: code, passed: false }],
      });
      const checks = await app.db
        .select()
        .from(ekycChecks)
        .where(eq(ekycChecks.caseId, customer.uuid));
      expect(checks).toEqual([
        expect.objectContaining({
          kind: 'back',
          ok: false,
          code,
          checks: [{ name: code, passed: false }],
        }),
      ]);
    },
  );

  it('passes signature_blank on for the signature photo', async () => {
    const customer = await atDocuments();
    vendor.nextSignature(refused('signature_blank') as never);
    const res = await customer.upload('documents/signature', { name: 's.jpg', bytes: jpeg('s') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({
      code: 'signature_blank',
      message: 'Không thấy chữ ký trong ảnh. Vui lòng ký trên giấy trắng và chụp lại.',
      field: 'file',
    });
  });

  it('refuses a PDF named .jpg (415) and a photo over 5 MB (413) before the vendor sees them', async () => {
    const customer = await atDocuments();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
    const typed = await customer.upload('documents/front', { name: 'front.jpg', bytes: pdf });
    expect(typed.statusCode).toBe(415);
    expect(typed.json().errors[0].code).toBe('document_type_invalid');
    const big = Buffer.alloc(EKYC_LIMITS.photoMaxBytes + 1, 7);
    jpeg('x').copy(big);
    const large = await customer.upload('documents/back', { name: 'back.jpg', bytes: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().errors[0]).toMatchObject({ code: 'document_too_large', field: 'file' });
    expect(vendor.calls).toEqual([]);
    // 5 MB exactly is accepted.
    const limit = big.subarray(0, EKYC_LIMITS.photoMaxBytes);
    ok(await customer.upload('documents/back', { name: 'back.jpg', bytes: limit }));
    expect(vendor.calls).toEqual([expect.objectContaining({ side: 'back', size: limit.length })]);
  });

  it('refuses the same picture for the back as for the front, and a back sent as the front', async () => {
    const customer = await atDocuments();
    const photo = frontPhoto(customer.contact.idCode);
    ok(await customer.upload('documents/front', { name: 'front.jpg', bytes: photo }));
    const twice = await customer.upload('documents/back', { name: 'back.jpg', bytes: photo });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].code).toBe('document_wrong_side');
    expect(vendor.calls).toHaveLength(1);
    const other = await atDocuments();
    vendor.nextId({ ok: true, side: 'back', checks: [] });
    const swapped = await front(other);
    expect(swapped.json().errors[0].code).toBe('document_wrong_side');
  });

  it('lets a failed photo be taken again without redoing the step', async () => {
    const customer = await atDocuments();
    vendor.nextId(refused('document_blurry') as never);
    expect((await front(customer)).statusCode).toBe(422);
    expect(await customer.steps()).toMatchObject({ step: 'id_documents', documents: {} });
    const again = ok(await front(customer));
    expect(again).toMatchObject({ status: 'verified', step: 'id_documents' });
    const checks = await app.db
      .select({ kind: ekycChecks.kind, ok: ekycChecks.ok, code: ekycChecks.code })
      .from(ekycChecks)
      .where(eq(ekycChecks.caseId, customer.uuid))
      .orderBy(asc(ekycChecks.id));
    expect(checks).toEqual([
      { kind: 'front', ok: false, code: 'document_blurry' },
      { kind: 'front', ok: true, code: null },
    ]);
  });

  it('cross-checks the front’s QR code with what was typed, and the card rules on it', async () => {
    const customer = await atDocuments();
    vendor.card = { ...SOUND_CARD, fullName: 'NGUYỄN VĂN ÂN' };
    const mismatch = await front(customer);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([
      expect.objectContaining({ code: 'id_qr_mismatch', field: 'file' }),
    ]);
    // A card issued at 19 ran out at 25: the printed data says expired.
    vendor.card = { ...SOUND_CARD, idDate: '2009-06-01' };
    const expired = await front(customer);
    expect(expired.json().errors.map((e: { code: string }) => e.code)).toEqual(['id_expired']);
    const [check] = await app.db.select().from(ekycChecks).where(eq(ekycChecks.code, 'id_expired'));
    expect(check).toMatchObject({ caseId: customer.uuid, kind: 'card_data', ok: false });
    vendor.card = SOUND_CARD;
    vendor.nextId({ ok: true, side: 'front', checks: [] });
    expect((await front(customer)).json().errors[0].code).toBe('document_qr_missing');
    ok(await front(customer));
  });

  it('answers 503 ekyc_vendor_unavailable with Retry-After when the vendor is away', async () => {
    const customer = await atDocuments();
    vendor.unavailable = true;
    const res = await front(customer);
    expectApiError(res, 503, {
      code: 'ekyc_vendor_unavailable',
      message:
        'Hệ thống xác thực danh tính tạm thời gián đoạn. Quý khách vui lòng thử lại sau ít phút.',
    });
    expect(res.headers['retry-after']).toBe('30');
    vendor.unavailable = false;
    ok(await front(customer));
  });

  it('needs the file part', async () => {
    const customer = await atDocuments();
    const body = multipart({ uuid: customer.uuid });
    const res = await customer.call({
      method: 'POST',
      url: `${EKYC}/documents/front`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'required', field: 'file' });
  });

  it('serves a stored photo only with the case’s token, typed by its bytes', async () => {
    const customer = await atDocuments();
    const signature = png('signature');
    ok(await customer.upload('documents/signature', { name: 'sign.jpg', bytes: signature }));
    const mine = await customer.get(`files/${customer.uuid}/signature`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.rawPayload.equals(signature)).toBe(true);
    const other = await startCase(app);
    for (const stranger of [
      customerOf(app, customer.uuid, other.token),
      customerOf(app, customer.uuid, ''),
    ]) {
      expect((await stranger.get(`files/${customer.uuid}/signature`)).statusCode).toBe(404);
    }
    expect((await customer.get(`files/${customer.uuid}/back`)).json().errors[0].code).toBe(
      'file_not_found',
    );
  });

  it('sends a case to review when the vendor passed a photo with a failed check', async () => {
    const customer = await atDocuments();
    vendor.nextSignature({
      ok: true,
      checks: [
        { name: 'ink', passed: true },
        { name: 'glare', passed: false, value: 0.31 },
      ],
    });
    ok(await front(customer));
    ok(await customer.upload('documents/back', { name: 'b.jpg', bytes: jpeg('back') }));
    ok(await customer.upload('documents/signature', { name: 's.jpg', bytes: jpeg('s') }));
    ok(await customer.upload('face-video', { name: 'face.webm', bytes: webm() }));
    ok(await customer.post('general-info', REGISTRATION));
    ok(await customer.post('verify-otp', { otp: await requestCode(app, customer) }));
    const done = ok(await customer.post('contract-confirm', { agreed: true }));
    expect(done.completion).toMatchObject({ variant: 'review', accountNumber: null });
  });
});

describe('eKYC face video', () => {
  const vendor = fakeEkycVendor();
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now, ekycVendor: vendor });
  beforeEach(() => vendor.reset());

  async function atFace(): Promise<EkycCustomer> {
    const customer = await startCase(app);
    await advanceTo(customer, 'face_video', app);
    vendor.calls.length = 0;
    return customer;
  }
  const video = (customer: EkycCustomer, bytes = webm(), name = 'face.webm') =>
    customer.upload('face-video', { name, bytes });

  it.each(FACE_CODES)('passes the vendor’s %s on', async (code) => {
    const customer = await atFace();
    vendor.nextFace(refused(code) as never);
    const res = await video(customer);
    const status =
      code === 'face_video_too_large' ? 413 : code === 'face_video_type_invalid' ? 415 : 422;
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      errors: [{ code, field: 'file' }],
      checks: [{ name: code }],
    });
    expect((await customer.steps()).step).toBe('face_video');
  });

  it('refuses what is not a video (415) and a video over 20 MB (413) before the vendor', async () => {
    const customer = await atFace();
    const photo = await video(customer, jpeg('me'), 'face.mp4');
    expect(photo.statusCode).toBe(415);
    expect(photo.json().errors[0].code).toBe('face_video_type_invalid');
    const big = Buffer.alloc(EKYC_LIMITS.videoMaxBytes + 1);
    webm().copy(big);
    const large = await video(customer, big);
    expect(large.statusCode).toBe(413);
    expect(large.json().errors[0].code).toBe('face_video_too_large');
    expect(vendor.calls).toEqual([]);
  });

  it('sends the video with the stored ID front as the portrait', async () => {
    const customer = await atFace();
    expect(ok(await video(customer))).toEqual({
      status: 'verified',
      score: 0.93,
      step: 'registration',
    });
    expect(vendor.calls).toEqual([
      expect.objectContaining({
        check: 'face',
        fileName: 'face.webm',
        portraitSize: frontPhoto(customer.contact.idCode).length,
      }),
    ]);
  });

  it('passes a match in the grey band (under 0.6) but sends the case to review', async () => {
    const customer = await atFace();
    vendor.faceScore = 0.55;
    expect(ok(await video(customer))).toMatchObject({ score: 0.55, step: 'registration' });
    ok(await customer.post('general-info', REGISTRATION));
    ok(await customer.post('verify-otp', { otp: await requestCode(app, customer) }));
    const done = ok(await customer.post('contract-confirm', { agreed: true }));
    expect(done.completion).toMatchObject({ variant: 'review', accountNumber: null });
  });
});

describe('eKYC uploads per client', () => {
  const app = useTestApp({
    ekycVendor: fakeEkycVendor(),
    env: { EKYC_UPLOAD_RATE_LIMIT_MAX: '3' },
  });

  it('are limited to EKYC_UPLOAD_RATE_LIMIT_MAX a window (429 + Retry-After)', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'id_documents', app);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await customer.upload('documents/back', { name: 'b.jpg', bytes: jpeg(`b${i}`) });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
