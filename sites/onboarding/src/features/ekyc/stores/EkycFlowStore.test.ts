import { configure } from 'mobx';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEkycApi } from '@brokerage/shared/api/ekycApi.ts';
import {
  createFakeServerClient,
  type FakeHandler,
  type FakeReply,
} from '@brokerage/shared/api/testServer.ts';
import { createMemoryStorage, type KeyValueStorage } from '@brokerage/shared/auth/storage.ts';
import { EKYC_CASE_KEY, EkycFlowStore } from './EkycFlowStore';

// Any write outside an action is a bug in the store: MobX warns, and the test fails on it.
const mobxWarnings: string[] = [];
beforeAll(() => configure({ enforceActions: 'always' }));
afterAll(() => configure({ enforceActions: 'observed' }));
beforeEach(() => {
  mobxWarnings.length = 0;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('[MobX]')) mobxWarnings.push(String(args[0]));
  });
  // Network failures are logged by the store; these tests make them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => expect(mobxWarnings).toEqual([]));

const T0 = Date.parse('2030-01-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const ok = (data: unknown): FakeReply => ({ status: 200, data: { data } });
const err = (
  status: number,
  code: string,
  field?: string,
  headers?: Record<string, string>,
): FakeReply => ({
  status,
  data: { errors: [{ code, message: `server: ${code}`, ...(field ? { field } : {}) }] },
  ...(headers ? { headers } : {}),
});

const caseAt = (step: string, extra: Record<string, unknown> = {}) => ({
  uuid: 'u-1',
  step,
  expiresAt: iso(T0 + 86_400_000),
  documents: {},
  ...extra,
});

function setup(
  handler: FakeHandler,
  { stored, storage = createMemoryStorage() }: { stored?: unknown; storage?: KeyValueStorage } = {},
) {
  if (stored !== undefined) storage.setItem(EKYC_CASE_KEY, JSON.stringify(stored));
  const { client, server } = createFakeServerClient(handler);
  let now = T0;
  let nextUrl = 0;
  const revoked: string[] = [];
  const store = new EkycFlowStore({
    api: createEkycApi(client),
    storage,
    getLocale: () => 'vi',
    clock: () => now,
    objectUrls: { create: () => `blob:${++nextUrl}`, revoke: (url) => void revoked.push(url) },
  });
  const urls = () => server.requests.map((r) => `${r.method} ${r.url}`);
  const saved = () => JSON.parse(storage.getItem(EKYC_CASE_KEY) ?? 'null') as unknown;
  return {
    store,
    server,
    urls,
    saved,
    revoked,
    setNow: (ms: number) => {
      now = ms;
    },
  };
}

const STORED = { uuid: 'u-1', token: 't-1', step: 'contact_info' };

describe('EkycFlowStore: resuming', () => {
  it('a stored case is checked with the server, which says where it stands', async () => {
    const { store, urls, saved, server } = setup(
      () =>
        ok(
          caseAt('face_video', {
            documents: {
              front: { status: 'verified', checkedAt: iso(T0) },
              back: { status: 'verified', checkedAt: iso(T0) },
              signature: { status: 'verified', checkedAt: iso(T0) },
            },
          }),
        ),
      { stored: STORED },
    );
    expect(store.restored).toBe(false);
    expect(store.hasCase).toBe(false); // nothing from storage before restore (server render = first render)
    await store.restore();
    expect(urls()).toEqual(['get ekyc-open-account/steps/u-1']);
    expect(server.requests[0]?.headers.get('X-Ekyc-Token')).toBe('t-1');
    expect(store).toMatchObject({
      restored: true,
      step: 'face_video',
      screen: 'face_video',
      active: false,
    });
    expect(store.documentsVerified).toBe(true);
    // The step the server gave is the one remembered.
    expect(saved()).toEqual({ ...STORED, step: 'face_video' });
    store.continueCase();
    expect(store.active).toBe(true);
    expect(store.inProgress).toBe(true);
  });

  it('an unknown or expired case (404) is forgotten and the flow starts over with a notice', async () => {
    const { store, saved } = setup(() => err(404, 'ekyc_case_not_found'), { stored: STORED });
    await store.restore();
    expect(store).toMatchObject({
      hasCase: false,
      step: null,
      active: false,
      notice: 'caseExpired',
    });
    expect(saved()).toBeNull();
  });

  it('a stored value that is not a case is ignored without a request', async () => {
    const { store, urls } = setup(() => ok({}), { stored: { uuid: 'u', step: 'nowhere' } });
    await store.restore();
    expect(urls()).toEqual([]);
    expect(store.hasCase).toBe(false);
  });

  it('a hand-off code takes over the case it names, on this device', async () => {
    const { store, urls, saved, server } = setup((request) =>
      request.url === 'ekyc-open-account/handoff/redeem'
        ? ok({ uuid: 'u-9', token: 't-9', step: 'id_documents' })
        : ok({ ...caseAt('id_documents'), uuid: 'u-9' }),
    );
    await store.restore({ handoffCode: 'abc' });
    expect(urls()).toEqual([
      'post ekyc-open-account/handoff/redeem',
      'get ekyc-open-account/steps/u-9',
    ]);
    expect(server.requests[1]?.headers.get('X-Ekyc-Token')).toBe('t-9');
    expect(store).toMatchObject({ active: true, step: 'id_documents', notice: 'handoffRedeemed' });
    expect(saved()).toEqual({ uuid: 'u-9', token: 't-9', step: 'id_documents' });
  });

  it('a used or expired hand-off code says so and falls back to the stored case', async () => {
    const { store } = setup(
      (request) =>
        request.url === 'ekyc-open-account/handoff/redeem'
          ? err(404, 'ekyc_case_not_found')
          : ok(caseAt('registration')),
      { stored: STORED },
    );
    await store.restore({ handoffCode: 'old' });
    expect(store).toMatchObject({ notice: 'handoffInvalid', step: 'registration', active: false });
  });
});

describe('EkycFlowStore: steps', () => {
  it('start opens a case at contact_info and remembers it', async () => {
    const { store, saved } = setup(() => ({
      status: 201,
      data: { data: { uuid: 'u-1', token: 't-1', step: 'contact_info', expiresAt: iso(T0) } },
    }));
    expect(await store.start()).toBe('ok');
    expect(store).toMatchObject({ active: true, step: 'contact_info', stepIndex: 0 });
    expect(saved()).toEqual(STORED);
    // Nothing typed yet on the first step: leaving asks nothing.
    expect(store.inProgress).toBe(false);
    store.setDirty(true);
    expect(store.inProgress).toBe(true);
  });

  it('a field error lands on its field, anything else on the form; the values are left alone', async () => {
    let answer: FakeReply = err(422, 'id_birth_year_mismatch', 'idCode');
    const { store } = setup(
      (request) => (request.url?.endsWith('steps/u-1') ? ok(caseAt('contact_info')) : answer),
      {
        stored: STORED,
      },
    );
    await store.restore();
    const values = Object.freeze({
      fullName: 'Nguyễn Văn An',
      idCode: '001090000001',
      phone: '0901234567',
    });
    expect(await store.submitContactInfo(values)).toBe('invalid');
    expect(store.fieldErrors).toEqual({
      idCode: { code: 'id_birth_year_mismatch', message: 'server: id_birth_year_mismatch' },
    });
    expect(store.formError).toBeNull();
    expect(store.step).toBe('contact_info');

    // A code for a field this form does not have, and a server failure: on the form.
    answer = err(422, 'open_api_failed', 'custodyNumber');
    expect(await store.submitContactInfo(values)).toBe('failed');
    expect(store.fieldErrors).toEqual({});
    expect(store.formError).toMatchObject({ code: 'open_api_failed' });
    answer = { status: 500, data: 'Bad gateway' };
    expect(await store.submitContactInfo(values)).toBe('failed');
    expect(store.formError?.code).toBe('internal_error');

    // Editing the field clears its error.
    answer = err(422, 'id_gender_mismatch', 'idCode');
    await store.submitContactInfo(values);
    store.clearError('idCode');
    expect(store.fieldErrors).toEqual({});
    expect(values).toEqual({
      fullName: 'Nguyễn Văn An',
      idCode: '001090000001',
      phone: '0901234567',
    });

    answer = ok({ step: 'id_documents' });
    expect(await store.submitContactInfo(values)).toBe('ok');
    expect(store.screen).toBe('id_documents');
  });

  it('a step the server is past (409) moves the flow to the server step with a notice', async () => {
    let step = 'contact_info';
    const { store } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1') ? ok(caseAt(step)) : err(409, 'ekyc_step_not_allowed'),
      { stored: STORED },
    );
    await store.restore();
    step = 'otp';
    expect(await store.submitContactInfo({ fullName: 'A' })).toBe('failed');
    await expect.poll(() => store.step).toBe('otp');
    expect(store.notice).toBe('stepMoved');
  });

  it('a case that expires mid-step (404 on submit) goes back to the start', async () => {
    const { store, saved } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('registration'))
          : err(404, 'ekyc_case_not_found'),
      { stored: STORED },
    );
    await store.restore();
    store.continueCase();
    expect(await store.submitRegistration({ servicePack: 'care' })).toBe('expired');
    expect(store).toMatchObject({ hasCase: false, active: false, notice: 'caseExpired' });
    expect(saved()).toBeNull();
  });

  it('a refused picture fails on its own slot; a retake keeps the others; the third moves on but holds', async () => {
    const answers: Record<string, FakeReply> = {
      front: ok({
        status: 'verified',
        step: 'id_documents',
        fields: { idCode: '001090000001', fullName: 'NGUYỄN VĂN AN' },
      }),
      back: err(422, 'document_wrong_side', 'file'),
      signature: ok({ status: 'verified', step: 'id_documents' }),
    };
    const { store, revoked } = setup(
      (request) => {
        if (request.url?.endsWith('steps/u-1')) return ok(caseAt('id_documents'));
        const kind = request.url?.split('/').pop() ?? '';
        return answers[kind] ?? err(500, 'internal_error');
      },
      { stored: { ...STORED, step: 'id_documents' } },
    );
    await store.restore();
    const photo = (name: string) =>
      new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
    expect(await store.uploadDocument('front', photo('front.jpg'))).toBe('ok');
    expect(await store.uploadDocument('back', photo('back.jpg'))).toBe('failed');
    expect(await store.uploadDocument('signature', photo('sign.jpg'))).toBe('ok');
    expect(store.documents.front).toMatchObject({ status: 'verified', previewUrl: 'blob:1' });
    expect(store.documents.back).toMatchObject({
      status: 'failed',
      error: { code: 'document_wrong_side', message: 'server: document_wrong_side' },
    });
    expect(store.cardFields).toMatchObject({ idCode: '001090000001' });

    store.retakeDocument('back');
    expect(revoked).toEqual(['blob:2']);
    expect(store.documents.back.status).toBe('empty');
    expect(store.documents.front.status).toBe('verified');
    expect(store.documents.signature.status).toBe('verified');

    answers.back = ok({ status: 'verified', step: 'face_video', fields: { address: 'Hà Nội' } });
    expect(await store.uploadDocument('back', photo('back2.jpg'))).toBe('ok');
    expect(store.step).toBe('face_video');
    // The verified pictures stay on screen until the customer goes on.
    expect(store.screen).toBe('id_documents');
    expect(store.cardFields).toMatchObject({ idCode: '001090000001', address: 'Hà Nội' });
    store.continueToNext();
    expect(store.screen).toBe('face_video');
  });
});

describe('EkycFlowStore: face video', () => {
  const video = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'face.webm', {
    type: 'video/webm',
  });
  const atFace = (faceAnswers: FakeReply[]) => {
    const sent: unknown[] = [];
    const flow = setup(
      (request) => {
        if (request.url?.endsWith('steps/u-1')) return ok(caseAt('face_video'));
        sent.push(request.data);
        return faceAnswers.shift() ?? err(500, 'internal_error');
      },
      { stored: { ...STORED, step: 'face_video' } },
    );
    return { ...flow, sent };
  };

  it('a busy service keeps the recording: it is sent again as it is, with the wait shown', async () => {
    const { store, sent } = atFace([
      err(503, 'ekyc_vendor_busy', undefined, { 'retry-after': '6' }),
      ok({ status: 'verified', score: 0.91, step: 'registration' }),
    ]);
    await store.restore();
    expect(await store.uploadFaceVideo(video)).toBe('failed');
    expect(store.face).toMatchObject({
      status: 'failed',
      error: { code: 'ekyc_vendor_busy', retryAfterSeconds: 6 },
    });
    expect(store.unsentFace).toBe(video);
    expect(await store.resendFace()).toBe('ok');
    expect(store.face).toMatchObject({ status: 'verified', score: 0.91 });
    expect(store.unsentFace).toBeNull();
    expect(store.step).toBe('registration');
    expect(sent).toHaveLength(2);
  });

  it('a video the vendor refused is not kept: it is recorded again', async () => {
    const { store } = atFace([err(422, 'face_not_match', 'file')]);
    await store.restore();
    expect(await store.uploadFaceVideo(video)).toBe('failed');
    expect(store.unsentFace).toBeNull();
    expect(await store.resendFace()).toBe('failed');
    store.retryFace();
    expect(store.face.status).toBe('empty');
  });
});

describe('EkycFlowStore: correcting the contact details', () => {
  const CONTACT = {
    customerType: 'personal',
    nationality: 'VN',
    fullName: 'Nguyễn Văn An',
    idCode: '079090123456',
    dateOfBirth: '1990-05-15',
    gender: 'male',
    idDate: '2021-04-10',
    phone: '0912345678',
    email: 'an@example.vn',
  };

  it('from the OTP step: the form comes back with what was sent, a new phone needs a new code', async () => {
    let atServer = caseAt('otp', {
      contact: CONTACT,
      otp: {
        phoneMasked: '091****678',
        expiresAt: iso(T0 + 180_000),
        resendAt: iso(T0 + 60_000),
        attemptsLeft: 5,
      },
    });
    const { store, urls } = setup(
      (request) => {
        if (request.url?.endsWith('steps/u-1')) return ok(atServer);
        if (request.url?.includes('contact-info')) {
          atServer = caseAt('otp', { contact: { ...CONTACT, phone: '0987654321' } });
          return ok({ step: 'otp' });
        }
        return err(500, 'internal_error');
      },
      { stored: { ...STORED, step: 'otp' } },
    );
    await store.restore();
    expect(store.otp?.phoneMasked).toBe('091****678');
    expect(store.canEditContact).toBe(true);

    await store.editContact();
    expect(store.screen).toBe('contact_info');
    expect(store.editingContact).toBe(true);
    expect(store.caseState?.contact).toMatchObject({ phone: '0912345678' });

    expect(await store.submitContactInfo({ ...CONTACT, phone: '0987654321' })).toBe('ok');
    expect(store.editingContact).toBe(false);
    expect(store.screen).toBe('otp');
    // The old code went with the old phone: the OTP screen asks for a new one.
    expect(store.otp).toBeNull();
    expect(urls().filter((u) => u.includes('contact-info'))).toHaveLength(1);
  });

  it('another identity takes the case back to the photos, which are dropped here too', async () => {
    let atServer = caseAt('face_video', {
      contact: CONTACT,
      documents: {
        front: { status: 'verified', checkedAt: iso(T0) },
        back: { status: 'verified', checkedAt: iso(T0) },
        signature: { status: 'verified', checkedAt: iso(T0) },
      },
    });
    const { store } = setup(
      (request) => {
        if (request.url?.endsWith('steps/u-1')) return ok(atServer);
        if (request.url?.includes('contact-info')) {
          atServer = caseAt('id_documents', { contact: { ...CONTACT, idCode: '079090654321' } });
          return ok({ step: 'id_documents' });
        }
        return err(500, 'internal_error');
      },
      { stored: { ...STORED, step: 'face_video' } },
    );
    await store.restore();
    expect(store.documents.front.status).toBe('verified');
    await store.editContact();
    expect(await store.submitContactInfo({ ...CONTACT, idCode: '079090654321' })).toBe('ok');
    expect(store.step).toBe('id_documents');
    expect(store.screen).toBe('id_documents');
    for (const kind of ['front', 'back', 'signature'] as const)
      expect(store.documents[kind].status).toBe('empty');
    expect(store.cardFields).toBeNull();
  });

  it('cancel goes back to the step; after the OTP the details can no longer change', async () => {
    const { store } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('registration', { contact: CONTACT }))
          : err(500, 'internal_error'),
      { stored: { ...STORED, step: 'registration' } },
    );
    await store.restore();
    await store.editContact();
    expect(store.screen).toBe('contact_info');
    store.cancelEditContact();
    expect(store.screen).toBe('registration');

    const { store: signed } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('contract', { contact: CONTACT }))
          : err(500, 'internal_error'),
      { stored: { ...STORED, step: 'contract' } },
    );
    await signed.restore();
    expect(signed.canEditContact).toBe(false);
    await signed.editContact();
    expect(signed.screen).toBe('contract');
  });
});

describe('EkycFlowStore: OTP countdown', () => {
  const otp = {
    phoneMasked: '090****567',
    expiresAt: iso(T0 + 300_000),
    resendAt: iso(T0 + 60_000),
    attemptsLeft: 5,
  };

  it('counts down from the server instants, which survive a reload (steps/{uuid})', async () => {
    const { store, setNow, urls } = setup(() => ok(caseAt('otp', { otp })), {
      stored: { ...STORED, step: 'otp' },
    });
    setNow(T0 + 20_500);
    await store.restore();
    await store.ensureOtp(); // the running code is kept: nothing is sent again
    expect(urls()).toEqual(['get ekyc-open-account/steps/u-1']);
    expect(store.otpSecondsLeft).toBe(280);
    expect(store.resendSecondsLeft).toBe(40);
    expect(store.canResendOtp).toBe(false);

    setNow(T0 + 60_000);
    store.tick();
    expect(store.resendSecondsLeft).toBe(0);
    expect(store.canResendOtp).toBe(true);
    expect(store.otpExpired).toBe(false);

    setNow(T0 + 300_000);
    store.tick();
    expect(store.otpSecondsLeft).toBe(0);
    expect(store.otpExpired).toBe(true);
  });

  it('requests the first code, refuses a resend inside the countdown, and takes Retry-After from the server', async () => {
    let resend: FakeReply = err(429, 'otp_resend_too_soon', undefined, { 'retry-after': '30' });
    const { store, setNow, urls } = setup(
      (request) => {
        if (request.url?.endsWith('steps/u-1')) return ok(caseAt('otp'));
        if (request.url?.endsWith('request-otp')) return ok(otp);
        return resend;
      },
      { stored: { ...STORED, step: 'otp' } },
    );
    await store.restore();
    await store.ensureOtp();
    expect(store.otp).toMatchObject({ phoneMasked: '090****567', attemptsLeft: 5 });
    expect(await store.resendOtp()).toBe('failed'); // inside the countdown: no request at all
    expect(urls().filter((u) => u.includes('resend'))).toEqual([]);

    // This clock runs ahead of the server's: the server's wait wins.
    setNow(T0 + 60_000);
    store.tick();
    expect(await store.resendOtp()).toBe('failed');
    expect(store.formError?.code).toBe('otp_resend_too_soon');
    expect(store.resendSecondsLeft).toBe(30);

    setNow(T0 + 90_000);
    store.tick();
    resend = ok({ ...otp, expiresAt: iso(T0 + 390_000), resendAt: iso(T0 + 150_000) });
    expect(await store.resendOtp()).toBe('ok');
    expect(store.resendSecondsLeft).toBe(60);
    expect(store.otpSecondsLeft).toBe(300);
  });

  it('a wrong code costs an attempt and stays on the field; the last one locks the input', async () => {
    let verify: FakeReply = err(422, 'otp_invalid', 'otp');
    const { store } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('otp', { otp: { ...otp, attemptsLeft: 2 } }))
          : verify,
      { stored: { ...STORED, step: 'otp' } },
    );
    await store.restore();
    expect(await store.verifyOtp('111111')).toBe('invalid');
    expect(store.fieldErrors.otp?.code).toBe('otp_invalid');
    expect(store.otp?.attemptsLeft).toBe(1);
    verify = err(429, 'otp_attempts_exceeded', 'otp');
    expect(await store.verifyOtp('222222')).toBe('invalid');
    expect(store.otpAttemptsExhausted).toBe(true);
    verify = ok({ step: 'contract' });
    expect(await store.verifyOtp('123456')).toBe('ok');
    expect(store.screen).toBe('contract');
  });
});

describe('EkycFlowStore: contract, completion, hand-off', () => {
  it('confirming the contract gives the completion', async () => {
    const completion = {
      variant: 'opened',
      customerId: 'KH000123',
      accountNumber: '009C000123',
      signWithinDays: 30,
      appUrl: 'https://example.vn/app',
    };
    const { store, saved } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('contract'))
          : ok({ step: 'completed', completion }),
      { stored: { ...STORED, step: 'contract' } },
    );
    await store.restore();
    store.continueCase();
    expect(await store.confirmContract(true)).toBe('ok');
    expect(store).toMatchObject({ step: 'completed', completion, inProgress: false });
    expect(saved()).toEqual({ ...STORED, step: 'completed' });
  });

  it('terms not ticked: the server code lands on the checkbox field', async () => {
    const { store } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('contract'))
          : err(422, 'terms_required', 'agreed'),
      { stored: { ...STORED, step: 'contract' } },
    );
    await store.restore();
    expect(await store.confirmContract(false)).toBe('invalid');
    expect(store.fieldErrors.agreed?.code).toBe('terms_required');
  });

  it('a hand-off link is created for the case', async () => {
    const { store, server } = setup(
      (request) =>
        request.url?.endsWith('steps/u-1')
          ? ok(caseAt('id_documents'))
          : ok({ url: 'http://localhost/ekyc?handoff=xyz', expiresAt: iso(T0 + 600_000) }),
      { stored: STORED },
    );
    await store.restore();
    await store.createHandoff();
    expect(store.handoff?.url).toBe('http://localhost/ekyc?handoff=xyz');
    expect(JSON.parse(String(server.requests[1]?.data))).toEqual({ uuid: 'u-1' });
  });
});
