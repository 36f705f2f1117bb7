import { describe, expect, it, vi } from 'vitest';
import { createEkycApi, EKYC_TOKEN_HEADER } from './ekycApi';
import { ApiRequestError, RequestCanceled } from './errors';
import { createFakeServerClient, type FakeHandler } from './testServer';

const completion = {
  variant: 'opened',
  customerId: 'KH000123',
  accountNumber: '009C000123',
  signWithinDays: 30,
  appUrl: 'https://example.vn/app',
};

function setup(handler: FakeHandler, fetchImpl?: typeof fetch) {
  const { client, server } = createFakeServerClient(handler, {
    // A logged-in customer: their token must never go out with an eKYC call.
    getToken: () => 'customer-token',
    getLocale: () => 'en',
  });
  const api = createEkycApi(client, fetchImpl ? { fetch: fetchImpl } : {});
  const last = () => server.requests.at(-1);
  const json = () => JSON.parse(String(last()?.data)) as unknown;
  const form = () => last()?.data as FormData;
  return { api, server, last, json, form };
}

const ok = (data: unknown) => ({ status: 200, data: { data } });

describe('ekycApi: the case', () => {
  it('generate-uuid is anonymous and reads uuid, token, step and expiry', async () => {
    const created = {
      uuid: 'u-1',
      token: 't-1',
      step: 'contact_info',
      expiresAt: '2030-01-01T00:00:00Z',
    };
    const { api, last, json } = setup(() => ({ status: 201, data: { data: created } }));
    await expect(api.generateUuid({ grecaptcha_token: 'g' })).resolves.toEqual(created);
    expect(last()?.url).toBe('ekyc-open-account/generate-uuid');
    expect(last()?.params).toEqual({ locale: 'en' });
    expect(last()?.headers.has('Authorization')).toBe(false);
    expect(last()?.headers.has(EKYC_TOKEN_HEADER)).toBe(false);
    expect(json()).toEqual({ grecaptcha_token: 'g' });
  });

  it('steps/{uuid} carries the token and reads the case, documents and OTP state', async () => {
    const state = {
      uuid: 'u-1',
      step: 'otp',
      expiresAt: '2030-01-01T00:00:00Z',
      contact: { fullName: 'Nguyễn Văn An', phone: '0901234567' },
      documents: { front: { status: 'verified', checkedAt: '2029-12-31T00:00:00Z' } },
      face: { status: 'verified', checkedAt: '2029-12-31T00:00:00Z' },
      otp: {
        phoneMasked: '090****567',
        expiresAt: '2030-01-01T00:05:00Z',
        resendAt: '2030-01-01T00:01:00Z',
        attemptsLeft: 4,
      },
    };
    const { api, last } = setup(() => ok(state));
    const answer = await api.getCase('u 1', 't-1');
    expect(last()?.url).toBe('ekyc-open-account/steps/u%201');
    expect(last()?.headers.get(EKYC_TOKEN_HEADER)).toBe('t-1');
    expect(last()?.headers.has('Authorization')).toBe(false);
    expect(answer).toMatchObject({
      step: 'otp',
      documents: { front: { status: 'verified' } },
      otp: { attemptsLeft: 4 },
    });
    expect(answer.completion).toBeUndefined();
  });

  it('an unknown case is the API error with its code (404 ekyc_case_not_found)', async () => {
    const { api } = setup(() => ({
      status: 404,
      data: { errors: [{ code: 'ekyc_case_not_found', message: 'Not found' }] },
    }));
    const error = await api.getCase('u-1', 't').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'ekyc_case_not_found' });
  });

  it('a step unknown to this page is refused, not guessed', async () => {
    const { api } = setup(() => ok({ uuid: 'u', step: 'teleport', expiresAt: 'x', documents: {} }));
    await expect(api.getCase('u', 't')).rejects.toThrow();
  });
});

describe('ekycApi: the steps', () => {
  it('contact-info posts JSON with the token and keeps field errors of a 422', async () => {
    const { api, last, json } = setup(() => ({
      status: 422,
      data: {
        errors: [
          { code: 'id_birth_year_mismatch', message: 'Năm sinh không khớp', field: 'idCode' },
        ],
      },
    }));
    const body = {
      uuid: 'u-1',
      customerType: 'personal',
      nationality: 'VN',
      fullName: 'Nguyễn Văn An',
      idCode: '001090000001',
      dateOfBirth: '1990-01-01',
      gender: 'male',
      idDate: '2021-01-01',
      phone: '0901234567',
      email: 'an@example.vn',
    };
    const error = (await api
      .submitContactInfo(body, 't-1')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(last()?.url).toBe('ekyc-open-account/contact-info');
    expect(last()?.headers.get(EKYC_TOKEN_HEADER)).toBe('t-1');
    expect(json()).toEqual(body);
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ idCode: 'Năm sinh không khớp' });
  });

  it('a document goes up as multipart (uuid, file) with upload progress', async () => {
    const { api, last, form } = setup(() =>
      ok({ status: 'verified', step: 'id_documents', fields: { idCode: '001090000001' } }),
    );
    const progress = vi.fn();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', {
      type: 'image/jpeg',
    });
    const answer = await api.uploadDocument('front', { uuid: 'u-1', file }, 't-1', {
      onUploadProgress: progress,
    });
    expect(answer).toEqual({
      status: 'verified',
      step: 'id_documents',
      fields: { idCode: '001090000001' },
    });
    expect(last()?.url).toBe('ekyc-open-account/documents/front');
    expect(last()?.headers.get(EKYC_TOKEN_HEADER)).toBe('t-1');
    expect(form().get('uuid')).toBe('u-1');
    expect(form().get('file')).toBeInstanceOf(Blob);
    // The client reports progress through the transport's upload hook.
    expect(typeof last()?.onUploadProgress).toBe('function');
  });

  it('a refused document is the API error with its code and the status of the check', async () => {
    const { api } = setup(() => ({
      status: 415,
      data: {
        errors: [
          { code: 'document_type_invalid', message: 'Chỉ nhận jpg, jpeg, png', field: 'file' },
        ],
      },
    }));
    const file = new File(['%PDF'], 'front.jpg', { type: 'image/jpeg' });
    await expect(api.uploadDocument('front', { uuid: 'u', file }, 't')).rejects.toMatchObject({
      status: 415,
      code: 'document_type_invalid',
    });
  });

  it('the face video goes up as multipart and reads the score', async () => {
    const { api, last, form } = setup(() =>
      ok({ status: 'verified', score: 0.91, step: 'registration' }),
    );
    const file = new File([new Uint8Array(8)], 'face.webm', { type: 'video/webm' });
    await expect(api.uploadFaceVideo({ uuid: 'u-1', file }, 't-1')).resolves.toEqual({
      status: 'verified',
      score: 0.91,
      step: 'registration',
    });
    expect(last()?.url).toBe('ekyc-open-account/face-video');
    expect(form().get('file')).toBeInstanceOf(Blob);
  });

  it('general-info posts the registration with the token', async () => {
    const { api, last, json } = setup(() => ok({ step: 'otp' }));
    await expect(
      api.submitGeneralInfo({ uuid: 'u-1', servicePack: 'care' }, 't-1'),
    ).resolves.toEqual({
      step: 'otp',
    });
    expect(last()?.url).toBe('ekyc-open-account/general-info');
    expect(json()).toEqual({ uuid: 'u-1', servicePack: 'care' });
  });

  it('locations and options are anonymous lookups', async () => {
    const locations = {
      regions: [{ code: 'north', name: 'Miền Bắc' }],
      branches: [{ code: 'HN1', name: 'Hà Nội', region: 'north', address: '25 Lý Thường Kiệt' }],
      brokers: [{ code: 'B1', name: 'Trần Thị Bình', branch: 'HN1' }],
    };
    const options = {
      servicePacks: [
        { code: 'care', name: 'Broker care', interestRate: 12.5, fee: 0.15, description: 'x' },
      ],
      banks: [{ code: 'VCB', name: 'Vietcombank' }],
      referralChannels: [{ code: 'friend', name: 'Bạn bè' }],
    };
    const { api, server } = setup((request) =>
      ok(request.url === 'ekyc-open-account/ekyc-locations' ? locations : options),
    );
    await expect(api.getLocations()).resolves.toEqual(locations);
    await expect(api.getOptions()).resolves.toEqual(options);
    expect(server.requests.map((r) => r.url)).toEqual([
      'ekyc-open-account/ekyc-locations',
      'ekyc-open-account/options',
    ]);
    expect(server.requests.every((r) => !r.headers.has(EKYC_TOKEN_HEADER))).toBe(true);
  });

  it('OTP calls are forms (grecaptcha_token, uuid, otp) and a resend too soon says when', async () => {
    const sent = {
      phoneMasked: '090****567',
      expiresAt: '2030-01-01T00:05:00Z',
      resendAt: '2030-01-01T00:01:00Z',
    };
    let resendAnswer = {
      status: 429,
      headers: { 'retry-after': '42' },
      data: { errors: [{ code: 'otp_resend_too_soon', message: 'wait' }] },
    } as const;
    const { api, server } = setup((request) => {
      if (request.url === 'ekyc-open-account/request-otp') return ok(sent);
      if (request.url === 'ekyc-open-account/resend-otp') return resendAnswer;
      return ok({ step: 'contract' });
    });
    await expect(api.requestOtp({ uuid: 'u-1', grecaptcha_token: null }, 't-1')).resolves.toEqual(
      sent,
    );
    const requestForm = server.requests[0]?.data as FormData;
    expect(requestForm.get('uuid')).toBe('u-1');
    expect(requestForm.has('grecaptcha_token')).toBe(false);

    const error = await api
      .resendOtp({ uuid: 'u-1', grecaptcha_token: 'g' }, 't-1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      code: 'otp_resend_too_soon',
      retryAfterSeconds: 42,
    });
    resendAnswer = undefined as never;

    await expect(
      api.verifyOtp({ uuid: 'u-1', otp: '123456', grecaptcha_token: 'g' }, 't-1'),
    ).resolves.toEqual({
      step: 'contract',
    });
    const verifyForm = server.requests[2]?.data as FormData;
    expect(verifyForm.get('otp')).toBe('123456');
    expect(verifyForm.get('grecaptcha_token')).toBe('g');
    expect(server.requests.every((r) => r.headers.get(EKYC_TOKEN_HEADER) === 't-1')).toBe(true);
  });

  it('contract-confirm reads the completion', async () => {
    const { api, last, json } = setup(() => ok({ step: 'completed', completion }));
    await expect(api.confirmContract({ uuid: 'u-1', agreed: true }, 't-1')).resolves.toEqual({
      step: 'completed',
      completion,
    });
    expect(last()?.url).toBe('ekyc-open-account/contract-confirm');
    expect(json()).toEqual({ uuid: 'u-1', agreed: true });
  });

  it('handoff creates a link with the token; redeem is anonymous and gives the case', async () => {
    const { api, server } = setup((request) =>
      request.url === 'ekyc-open-account/handoff'
        ? ok({ url: 'http://localhost/ekyc?handoff=abc', expiresAt: '2030-01-01T00:10:00Z' })
        : ok({ uuid: 'u-1', token: 't-2', step: 'id_documents' }),
    );
    await expect(api.createHandoff('u-1', 't-1')).resolves.toMatchObject({
      url: 'http://localhost/ekyc?handoff=abc',
    });
    await expect(api.redeemHandoff('abc')).resolves.toEqual({
      uuid: 'u-1',
      token: 't-2',
      step: 'id_documents',
    });
    expect(server.requests[0]?.headers.get(EKYC_TOKEN_HEADER)).toBe('t-1');
    expect(JSON.parse(String(server.requests[1]?.data))).toEqual({ code: 'abc' });
    expect(server.requests[1]?.headers.has(EKYC_TOKEN_HEADER)).toBe(false);
  });
});

describe('ekycApi: files', () => {
  function fetchStub(response: Response) {
    return vi.fn<typeof fetch>(async () => response);
  }

  it('the contract is a GET of a PDF with the token and the locale, read as a Blob', async () => {
    const pdf = new Response('%PDF-1.7', {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="hop-dong.pdf"',
      },
    });
    const fetchImpl = fetchStub(pdf);
    const { api } = setup(() => ok({}), fetchImpl);
    const result = await api.getContract('u-1', 't-1', { locale: 'vi' });
    expect(result.fileName).toBe('hop-dong.pdf');
    expect(result.blob.type).toBe('application/pdf');
    await expect(result.blob.text()).resolves.toBe('%PDF-1.7');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/ekyc-open-account/contract/u-1?locale=vi');
    expect(new Headers(init?.headers).get(EKYC_TOKEN_HEADER)).toBe('t-1');
  });

  it('a failed file GET is the same ApiRequestError as every other call', async () => {
    const answer = new Response(
      JSON.stringify({ errors: [{ code: 'ekyc_case_not_found', message: 'Không tìm thấy' }] }),
      { status: 404, headers: { 'Content-Type': 'application/json' } },
    );
    const { api } = setup(() => ok({}), fetchStub(answer));
    const error = await api
      .getFile('u-1', 'front', 't-1', { locale: 'en' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'ekyc_case_not_found' });
  });

  it('an aborted file GET is RequestCanceled, which callers ignore', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const { api } = setup(() => ok({}), fetchImpl);
    const controller = new AbortController();
    controller.abort();
    await expect(
      api.getContract('u-1', 't-1', { locale: 'vi', signal: controller.signal }),
    ).rejects.toBeInstanceOf(RequestCanceled);
  });
});
