import { eq } from 'drizzle-orm';
import { customers, ekycCases, ekycCompletions } from '../../db/schema';
import { hashToken } from '../../lib/security/tokens';
import {
  type SharedTestDatabase,
  buildTestApp,
  openSharedTestDatabase,
  testClock,
  useTestApp,
} from '../../test/build-test-app';
import {
  CONTACT,
  EKYC,
  REGISTRATION,
  advanceTo,
  customerOf,
  frontPhoto,
  jpeg,
  ok,
  requestCode,
  startCase,
  webm,
} from '../../test/ekyc';
import { fakeEkycVendor } from '../../test/fake-ekyc-vendor';
import { recaptchaSuite } from '../../test/recaptcha';
import { expectApiError } from '../../test/responses';

const HOUR = 3_600_000;

describe('an eKYC case from start to completion', () => {
  const vendor = fakeEkycVendor();
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now, ekycVendor: vendor });
  beforeEach(() => vendor.reset());

  it('starts with a uuid and a token kept only as its hash, at contact_info, for 72 hours', async () => {
    const res = await app.inject({ method: 'POST', url: `${EKYC}/generate-uuid`, payload: {} });
    const data = ok(res, 201);
    expect(data).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      step: 'contact_info',
      expiresAt: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await app.db
      .select()
      .from(ekycCases)
      .where(eq(ekycCases.id, String(data.uuid)));
    expect(row!.tokenHash).toBe(hashToken(String(data.token)));
    expect(JSON.stringify(row)).not.toContain(String(data.token));
  });

  it('opens an account: every step answers the next, and the completion has a 009C number', async () => {
    const customer = await startCase(app);
    const contact = customer.contact;
    const front = frontPhoto(contact.idCode);
    expect(ok(await customer.post('contact-info', contact))).toEqual({ step: 'id_documents' });
    for (const [kind, step] of [
      ['front', 'id_documents'],
      ['back', 'id_documents'],
      ['signature', 'face_video'],
    ] as const) {
      const data = ok(
        await customer.upload(`documents/${kind}`, {
          name: `${kind}.jpg`,
          bytes: kind === 'front' ? front : jpeg(kind),
        }),
      );
      expect(data).toMatchObject({ status: 'verified', step });
    }
    expect(ok(await customer.upload('face-video', { name: 'face.webm', bytes: webm() }))).toEqual({
      status: 'verified',
      score: 0.93,
      step: 'registration',
    });
    expect(ok(await customer.post('general-info', REGISTRATION))).toEqual({ step: 'otp' });
    const code = await requestCode(app, customer);
    expect(ok(await customer.post('verify-otp', { otp: code }))).toEqual({ step: 'contract' });
    const done = ok(await customer.post('contract-confirm', { agreed: true }));
    expect(done).toEqual({
      step: 'completed',
      completion: {
        variant: 'opened',
        customerId: expect.stringMatching(/^[1-9]\d{7}$/),
        accountNumber: expect.stringMatching(/^009C\d{6}$/),
        signWithinDays: 7,
        appUrl: 'https://app.chungkhoananphat.example/tai-ung-dung',
      },
    });
    const completion = done.completion as { accountNumber: string; customerId: string };
    // The account is a customer now, with the ID number that refuses a second opening.
    const [customer009C] = await app.db
      .select()
      .from(customers)
      .where(eq(customers.accountNumber, completion.accountNumber));
    expect(customer009C).toMatchObject({
      fullName: 'Nguyễn Văn An',
      idNumber: contact.idCode,
      phone: contact.phone,
      customerType: 'individual',
      passwordHash: null,
    });
    // The vendor saw each file once, the face with the stored front as its portrait.
    expect(vendor.calls.map((c) => [c.check, c.side])).toEqual([
      ['id', 'front'],
      ['id', 'back'],
      ['signature', undefined],
      ['face', undefined],
    ]);
    expect(vendor.calls[3]!.portraitSize).toBe(front.length);
    const steps = await customer.steps();
    expect(steps).toMatchObject({
      step: 'completed',
      contact: { ...contact },
      registration: { servicePack: 'transaction', branchCode: REGISTRATION.branchCode },
      documents: {
        front: { status: 'verified', fields: { idCode: contact.idCode, idExpiry: '2030-05-15' } },
        back: { status: 'verified' },
        signature: { status: 'verified' },
      },
      face: { status: 'verified', score: 0.93 },
      completion,
    });
    expect(steps).not.toHaveProperty('otp');
  });

  it('completes as `review`, without an account number, when a US declaration is yes', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'registration', app);
    ok(
      await customer.post('general-info', {
        ...REGISTRATION,
        us: { ...REGISTRATION.us, usTransferAccount: true },
      }),
    );
    ok(await customer.post('verify-otp', { otp: await requestCode(app, customer) }));
    const done = ok(await customer.post('contract-confirm', { agreed: true }));
    expect(done.completion).toMatchObject({ variant: 'review', accountNumber: null });
    const [row] = await app.db
      .select()
      .from(ekycCompletions)
      .where(eq(ekycCompletions.caseId, customer.uuid));
    expect(row).toMatchObject({
      variant: 'review',
      accountNumber: null,
      idNumber: customer.contact.idCode,
    });
  });

  it('refuses a step the case is not at with 409, and keeps it where it was', async () => {
    const customer = await startCase(app);
    const early = await customer.upload('documents/front', { name: 'f.jpg', bytes: jpeg('x') });
    expectApiError(early, 409, {
      code: 'ekyc_step_not_allowed',
      message: 'Hồ sơ chưa ở bước này. Quý khách vui lòng tải lại trang để tiếp tục đúng bước.',
    });
    expect((await customer.post('general-info', REGISTRATION)).statusCode).toBe(409);
    expect((await customer.post('request-otp')).statusCode).toBe(409);
    expect((await customer.post('contract-confirm', { agreed: true })).statusCode).toBe(409);
    expect((await customer.get(`contract/${customer.uuid}`)).statusCode).toBe(409);
    expect(vendor.calls).toEqual([]);
    expect((await customer.steps()).step).toBe('contact_info');
    await advanceTo(customer, 'completed', app);
    expect((await customer.post('contact-info', customer.contact)).statusCode).toBe(409);
    expect((await customer.post('handoff')).statusCode).toBe(409);
  });

  it('takes a corrected contact step; a new identity sends the case back to the ID photos', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'registration', app);
    // A new email only: the case stays where it is, the photos and the video stay verified.
    expect(
      ok(await customer.post('contact-info', { ...customer.contact, email: 'an.moi@example.vn' })),
    ).toEqual({ step: 'registration' });
    // Another issue date: what was checked against the old card goes.
    expect(
      ok(await customer.post('contact-info', { ...customer.contact, idDate: '2021-04-11' })),
    ).toEqual({ step: 'id_documents' });
    const steps = await customer.steps();
    expect(steps).toMatchObject({ step: 'id_documents', documents: {} });
    expect(steps).not.toHaveProperty('face');
    expect((await customer.get(`files/${customer.uuid}/front`)).statusCode).toBe(404);
  });

  it('answers the card checks on their fields with 422, in the request language', async () => {
    const customer = await startCase(app);
    const res = await customer.post(
      'contact-info',
      { ...CONTACT, idCode: '079208123456', dateOfBirth: '2008-06-02', idDate: '2023-03-01' },
      'en',
    );
    expectApiError(res, 422, {
      code: 'id_under_18',
      message: 'You must be at least 18 years old to open a securities account.',
      field: 'dateOfBirth',
    });
    const child = await customer.post('contact-info', {
      ...CONTACT,
      idCode: '079213123456',
      dateOfBirth: '2013-01-01',
      idDate: '2025-08-01',
    });
    expect(child.statusCode).toBe(422);
    expect(child.json().errors[0]).toMatchObject({ code: 'id_under_14', field: 'dateOfBirth' });
    const several = await customer.post('contact-info', {
      ...CONTACT,
      idCode: '079191123456',
      idDate: '2010-01-01',
    });
    expect(several.statusCode).toBe(422);
    expect(
      several.json().errors.map((e: { code: string; field: string }) => [e.code, e.field]),
    ).toEqual([
      ['id_birth_year_mismatch', 'idCode'],
      ['id_expired', 'idDate'],
    ]);
    const cmnd = await customer.post('contact-info', { ...CONTACT, idCode: '023456789' });
    expect(cmnd.json().errors).toEqual([
      expect.objectContaining({ code: 'id_old_cmnd', field: 'idCode' }),
    ]);
    // Field errors of the form stay 400 with the form codes.
    const form = await customer.post('contact-info', { ...CONTACT, idCode: '12', phone: '0243' });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors.map((e: { code: string }) => e.code)).toEqual([
      'id_length',
      'phone_invalid',
    ]);
    expect((await customer.steps()).step).toBe('contact_info');
  });

  it('says id_card_existed (409) for a number a customer or another opening already has', async () => {
    const customer = await startCase(app);
    const taken = await customer.post('contact-info', {
      ...CONTACT,
      fullName: 'Nguyễn Văn An',
      idCode: '001085001234',
      dateOfBirth: '1985-03-02',
      idDate: '2024-06-01',
    });
    expectApiError(taken, 409, {
      code: 'id_card_existed',
      message:
        'Số CCCD này đã được đăng ký mở tài khoản. Quý khách vui lòng liên hệ tổng đài 1900 98 9999 để được hỗ trợ.',
      field: 'idCode',
    });
    const first = await startCase(app);
    await advanceTo(first, 'completed', app);
    // Its number is registered now; a second case with it is refused at step 1.
    const second = await startCase(app);
    expect((await second.post('contact-info', first.contact)).json().errors[0].code).toBe(
      'id_card_existed',
    );
  });

  it('checks the registration codes against the options, and the address against the card', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'registration', app);
    const wrong = await customer.post('general-info', {
      ...REGISTRATION,
      servicePack: 'gold',
      brokerCode: 'MG001', // a Hanoi broker, not at the Ho Chi Minh City branch
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'servicePack',
      'brokerCode',
    ]);
    const elsewhere = await customer.post('general-info', {
      ...REGISTRATION,
      address: 'Số 1, Đường Trần Phú, Phường 1, TP. Vũng Tàu',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors[0]).toMatchObject({
      code: 'id_qr_address_mismatch',
      field: 'address',
    });
    expect(ok(await customer.post('general-info', REGISTRATION))).toEqual({ step: 'otp' });
  });
});

describe('an eKYC case that is not yours', () => {
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now, ekycVendor: fakeEkycVendor() });

  it('is the same 404 for an unknown uuid, a wrong or missing token and an expired case, with no data', async () => {
    const mine = await startCase(app);
    ok(await mine.post('contact-info', CONTACT));
    const other = await startCase(app);
    const notFound = {
      code: 'ekyc_case_not_found',
      message: 'This account opening was not found or has expired. Please start again.',
    };
    const attempts = [
      customerOf(app, mine.uuid, other.token),
      customerOf(app, mine.uuid, ''),
      customerOf(app, '0b9b6a2e-2d9e-4a51-9d7c-1c4a2f0e8b11', mine.token),
    ];
    for (const stranger of attempts) {
      for (const res of [
        await stranger.get(`steps/${stranger.uuid}?locale=en`),
        await stranger.get(`files/${stranger.uuid}/front?locale=en`),
        await stranger.get(`contract/${stranger.uuid}?locale=en`),
        await stranger.post('contact-info', CONTACT, 'en'),
        await stranger.post('request-otp', {}, 'en'),
      ]) {
        expectApiError(res, 404, notFound);
        expect(res.body).not.toContain(CONTACT.phone);
      }
    }
    const missing = await app.inject({ url: `${EKYC}/steps/${mine.uuid}` });
    expect(missing.statusCode).toBe(404);
    clock.advance(72 * HOUR);
    expect((await mine.get(`steps/${mine.uuid}`)).statusCode).toBe(404);
  });

  it('starts at most FORM_RATE_LIMIT_MAX cases a minute per client address', async () => {
    const start = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: `${EKYC}/generate-uuid`, payload: {}, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await start('10.23.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await start('10.23.0.2')).statusCode).toBe(201);
  });

  it('is 400 for a uuid that is not one', async () => {
    const res = await customerOf(app, 'nope', 'x').get('steps/nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'uuid_invalid', field: 'uuid' });
  });
});

describe('an eKYC case across a restart of the API', () => {
  let shared: SharedTestDatabase;
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const vendor = fakeEkycVendor();
  beforeAll(async () => {
    shared = await openSharedTestDatabase();
  });
  afterAll(() => shared.close());

  it('resumes at the step it was at, with what was stored', async () => {
    const first = await buildTestApp({ now: clock.now, ekycVendor: vendor, shared });
    const customer = await startCase(first);
    await advanceTo(customer, 'id_documents', first);
    const front = frontPhoto(customer.contact.idCode);
    ok(await customer.upload('documents/front', { name: 'front.jpg', bytes: front }));
    await first.close();

    const second = await buildTestApp({ now: clock.now, ekycVendor: vendor, shared });
    try {
      const resumed = customerOf(second, customer.uuid, customer.token);
      expect(await resumed.steps()).toMatchObject({
        step: 'id_documents',
        contact: { fullName: CONTACT.fullName },
        documents: { front: { status: 'verified' } },
      });
      const image = await resumed.get(`files/${customer.uuid}/front`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.equals(front)).toBe(true);
      ok(await resumed.upload('documents/back', { name: 'back.jpg', bytes: jpeg('back') }));
      const last = ok(
        await resumed.upload('documents/signature', { name: 's.png', bytes: jpeg('sign') }),
      );
      expect(last.step).toBe('face_video');
    } finally {
      await second.close();
    }
  });
});

describe('eKYC forms with reCAPTCHA', () => {
  const { fetchMock, app } = recaptchaSuite((options) =>
    buildTestApp({ ...options, ekycVendor: fakeEkycVendor() }),
  );

  it('needs a valid token to start a case and to send or check a code', async () => {
    const start = (payload: object) =>
      app.inject({ method: 'POST', url: `${EKYC}/generate-uuid`, payload });
    expectApiError(await start({}), 400, {
      code: 'grecaptcha_token',
      message: 'Lỗi hệ thống xác thực. Quý khách vui lòng thử lại.',
      field: 'grecaptcha_token',
    });
    fetchMock.mockResolvedValueOnce(Response.json({ success: false }));
    expect((await start({ grecaptcha_token: 'bad' })).statusCode).toBe(400);
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const created = ok(await start({ grecaptcha_token: 'good' }), 201);
    const customer = customerOf(app, String(created.uuid), String(created.token));
    for (const path of ['request-otp', 'resend-otp', 'verify-otp']) {
      const res = await customer.post(path, { otp: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('grecaptcha_token');
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
