import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { SOUND_CARD } from './fake-ekyc-vendor';

/**
 * A customer going through the eKYC steps (docs/ekyc.md) against a test app: one client
 * address and one case each, the case's token on every call.
 */

export const EKYC = '/api/v1/ekyc-open-account';

/** The contact step of the person on SOUND_CARD. */
export const CONTACT = {
  customerType: 'personal',
  nationality: 'VN',
  fullName: 'Nguyễn Văn An',
  idCode: SOUND_CARD.idCode,
  dateOfBirth: SOUND_CARD.dateOfBirth,
  gender: 'male',
  idDate: SOUND_CARD.idDate,
  phone: '0912345678',
  email: 'an.nguyen@example.vn',
} as const;

/** A registration with codes of the seed (a Ho Chi Minh City branch and its broker). */
export const REGISTRATION = {
  accountTypes: { regular: true, margin: true, derivative: false },
  servicePack: 'transaction',
  referralChannel: 'broker',
  branchCode: 'chi-nhanh-tp-ho-chi-minh',
  brokerCode: 'MG011',
  region: 'south',
  relatedName: 'Trần Thị Bình',
  relatedPhone: '0987654321',
  relatedRelationship: 'Vợ',
  bankAccNo: '0123456789',
  bankCode: 'VCB',
  address: SOUND_CARD.address,
  us: {
    usCitizenOrResident: false,
    usBirthPlace: false,
    usPhone: false,
    usMailAddress: false,
    usTransferAccount: false,
    usSigningAuthority: false,
  },
};

/** The first bytes of a JPEG (the API types uploads by them), then `label` to tell files apart. */
export const jpeg = (label: string) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(label)]);
export const png = (label: string) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(label),
  ]);
/** A WebM's EBML header (DocType webm), as MediaRecorder writes it. */
export const webm = (label = 'face') =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from(label),
  ]);

/** A multipart body of text fields and one file part. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ekyc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let serial = 0;
/**
 * The contact step of a person of its own: SOUND_CARD's with another number (same province,
 * century, gender and birth year), so each case may complete without `id_card_existed`, and a
 * phone number of its own.
 */
export function uniqueContact() {
  serial += 1;
  const digits = String((process.pid * 1000 + serial) % 1_000_000).padStart(6, '0');
  // A phone of its own too: the code limits count per phone.
  return { ...CONTACT, idCode: `079090${digits}`, phone: `0912${digits}` };
}

/** A front photo whose QR code (as the fake vendor reads it) says `idCode`. */
export const frontPhoto = (idCode: string) => jpeg(`idCode=${idCode}`);

let nextAddress = 0;
/** A client address of its own (the eKYC limits count per client). */
export const freshEkycAddress = () => {
  nextAddress += 1;
  return `10.22.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

export interface EkycCustomer {
  uuid: string;
  token: string;
  address: string;
  /** The contact step this customer sends (a number of its own). */
  contact: ReturnType<typeof uniqueContact>;
  /** Any call of the case: the token header and the customer's address added. */
  call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  post(
    path: string,
    body?: Record<string, unknown>,
    locale?: 'vi' | 'en',
  ): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
  upload(path: string, file: { name: string; bytes: Buffer }): Promise<LightMyRequestResponse>;
  steps(): Promise<Record<string, unknown>>;
}

/** A new case, as generate-uuid gives it. */
export async function startCase(
  app: FastifyInstance,
  address = freshEkycAddress(),
): Promise<EkycCustomer> {
  const res = await app.inject({
    method: 'POST',
    url: `${EKYC}/generate-uuid`,
    payload: {},
    remoteAddress: address,
  });
  if (res.statusCode !== 201) throw new Error(`generate-uuid: ${res.statusCode} ${res.body}`);
  const { uuid, token } = res.json().data as { uuid: string; token: string };
  return customerOf(app, uuid, token, address);
}

/** The calls of an existing case with its token (or another one: someone else's). */
export function customerOf(
  app: FastifyInstance,
  uuid: string,
  token: string,
  address = freshEkycAddress(),
): EkycCustomer {
  const customer: EkycCustomer = {
    uuid,
    token,
    address,
    contact: uniqueContact(),
    call: (options) =>
      app.inject({
        ...options,
        remoteAddress: address,
        headers: { 'x-ekyc-token': token, ...options.headers },
      }),
    post: (path, body = {}, locale = 'vi') =>
      customer.call({
        method: 'POST',
        url: `${EKYC}/${path}?locale=${locale}`,
        payload: { uuid, ...body },
      }),
    get: (path) => customer.call({ method: 'GET', url: `${EKYC}/${path}` }),
    upload: (path, file) => {
      const body = multipart({ uuid }, file);
      return customer.call({
        method: 'POST',
        url: `${EKYC}/${path}`,
        payload: body.payload,
        headers: body.headers,
      });
    },
    async steps() {
      const res = await customer.get(`steps/${uuid}`);
      if (res.statusCode !== 200) throw new Error(`steps: ${res.statusCode} ${res.body}`);
      return res.json().data as Record<string, unknown>;
    },
  };
  return customer;
}

/** Expects 200 (or `status`) and gives the body's data. */
export function ok(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  return (res.json() as { data: Record<string, unknown> }).data;
}

/** Takes the case through the steps up to `until` (the step it is left at). */
export async function advanceTo(
  customer: EkycCustomer,
  until: 'id_documents' | 'face_video' | 'registration' | 'otp' | 'contract' | 'completed',
  app: FastifyInstance,
): Promise<void> {
  ok(await customer.post('contact-info', customer.contact));
  if (until === 'id_documents') return;
  ok(
    await customer.upload('documents/front', {
      name: 'front.jpg',
      bytes: frontPhoto(customer.contact.idCode),
    }),
  );
  for (const kind of ['back', 'signature'] as const) {
    ok(
      await customer.upload(`documents/${kind}`, {
        name: `${kind}.jpg`,
        bytes: jpeg(`${customer.uuid}-${kind}`),
      }),
    );
  }
  if (until === 'face_video') return;
  ok(await customer.upload('face-video', { name: 'face.webm', bytes: webm(customer.uuid) }));
  if (until === 'registration') return;
  ok(await customer.post('general-info', REGISTRATION));
  if (until === 'otp') return;
  const code = await requestCode(app, customer);
  ok(await customer.post('verify-otp', { otp: code }));
  if (until === 'contract') return;
  ok(await customer.post('contract-confirm', { agreed: true }));
}

/**
 * Asks for a code and reads it from the SMS job the route queued (the job itself runs only
 * with JOBS_WORKERS; the dev outbox test reads it from there).
 */
export async function requestCode(
  app: FastifyInstance,
  customer: EkycCustomer,
  path: 'request-otp' | 'resend-otp' = 'request-otp',
): Promise<string> {
  const send = vi.spyOn(app.jobs, 'send');
  try {
    ok(await customer.post(path));
    const sms = send.mock.calls.find(([name]) => name === 'sms.send');
    return (sms![1] as { params: { code: string } }).params.code;
  } finally {
    send.mockRestore();
  }
}
