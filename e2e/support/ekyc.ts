/**
 * The eKYC account opening (issue 22, docs/ekyc.md) as the specs drive it: the screens by their
 * roles and the onboarding site's own texts, the case through the API for the specs that start
 * further on, and the OTP read from the dev outbox the test stack opens (DEV_OUTBOX).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Locator, Page, Response } from '@playwright/test';
import { SAMPLE_CARD } from '../../services/ekyc-vendor/src/samples/card';
import type { Locale } from '../../shared/src/routing/routes';
import {
  EKYC_DOCUMENT_KINDS,
  type EkycDocumentKind,
  type EkycStepName,
} from '../../shared/src/validation/ekyc/codes';
import { expect, type SitePage } from '../fixtures';
import { samplePath } from './ekyc-samples';
import { namespaceTexts, type TextValues } from './locales';

const ONBOARDING = namespaceTexts('sites/onboarding/src/locales', 'onboarding');
/** A text of the onboarding namespace (`ekyc.contact.heading`), its {{placeholders}} filled. */
export const ekycText = (locale: Locale, key: string, values?: TextValues) =>
  ONBOARDING.text(locale, key, values);
/** Any of the onboarding texts `keys` as a whole-string pattern. */
export const ekycPattern = ONBOARDING.pattern;

export const EKYC_PATH: Record<Locale, string> = { vi: '/ekyc', en: '/en/ekyc' };
export const EKYC_API = '/api/v1/ekyc-open-account';
/** Where the site keeps the case of this browser (EkycFlowStore's EKYC_CASE_KEY). */
export const EKYC_CASE_KEY = 'X_EKYC_CASE';

export type EkycStep = EkycStepName;
export type DocumentKind = EkycDocumentKind;

/** The stepper's §2 title of each server step (docs/ekyc.md "Steps"). */
export const STEP_TITLE_KEYS: Record<EkycStep, string> = {
  contact_info: 'ekyc.steps.registrationInformation.title',
  id_documents: 'ekyc.steps.clientIdentification.title',
  face_video: 'ekyc.steps.faceRecognition.title',
  registration: 'ekyc.steps.completedInformation.title',
  otp: 'ekyc.steps.otpAuthentication.title',
  contract: 'ekyc.steps.contractConfirmation.title',
  completed: 'ekyc.steps.completedRegistration.title',
};

/** Each step screen's heading (its StepCard title). */
export const STEP_HEADING_KEYS: Record<Exclude<EkycStep, 'completed'>, string> = {
  contact_info: 'ekyc.contact.heading',
  id_documents: 'ekyc.documents.heading',
  face_video: 'ekyc.face.heading',
  registration: 'ekyc.registration.heading',
  otp: 'ekyc.otp.heading',
  contract: 'ekyc.contract.heading',
};

// ---- who opens the account ---------------------------------------------------------------------

export interface Person {
  fullName: string;
  idCode: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
  idDate: string;
  phone: string;
  email: string;
  /** The permanent address, as the card's QR code says (the registration step checks it). */
  address: string;
}

/** A mobile number of its own (the OTP limits and the outbox are per phone). */
export const uniquePhone = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * Another number for the sample card's holder (079 TP.HCM, 1 a woman born in the 1900s, 94):
 * a case that completes registers its number.
 */
export const uniqueIdCode = () => `079194${String(randomInt(100_000, 1_000_000))}`;

/** The sample card's holder (services/ekyc-vendor/src/samples/card.ts), with a phone of her own. */
export function samplePerson(idCode: string = SAMPLE_CARD.idCode): Person {
  const phone = uniquePhone();
  return {
    fullName: SAMPLE_CARD.fullName,
    idCode,
    dateOfBirth: SAMPLE_CARD.dateOfBirth,
    gender: SAMPLE_CARD.gender as Person['gender'],
    idDate: SAMPLE_CARD.idDate,
    phone,
    email: `minhanh.${phone}@example.vn`,
    address: SAMPLE_CARD.address,
  };
}

/** The registration step's choices, by the seed's codes (services/api/seed/data/ekyc.ts). */
export const REGISTRATION = {
  accountTypes: { regular: true, margin: false, derivative: false },
  servicePack: 'transaction',
  referralChannel: 'broker',
  region: 'south',
  branchCode: 'chi-nhanh-tp-ho-chi-minh',
  brokerCode: 'MG011',
  relatedName: 'Trần Văn Bình',
  relatedPhone: '0987654321',
  relatedRelationship: { vi: 'Chồng', en: 'Husband' } as Record<Locale, string>,
  bankCode: 'VCB',
  bankAccNo: '0123456789',
  us: {
    usCitizenOrResident: false,
    usBirthPlace: false,
    usPhone: false,
    usMailAddress: false,
    usTransferAccount: false,
    usSigningAuthority: false,
  },
} as const;

/**
 * An error as the flow words it (useEkycErrorText): the field's own text for the code, else the
 * code's.
 */
export function errorText(
  locale: Locale,
  code: string,
  field?: string,
  values: TextValues = {},
): string {
  const keys = [...(field ? [`ekyc.fieldErrors.${field}.${code}`] : []), `ekyc.errors.${code}`];
  for (const key of keys) {
    try {
      return ekycText(locale, key, values);
    } catch {
      // Not this key: the next one.
    }
  }
  throw new Error(`no text for ${code}${field ? ` on ${field}` : ''}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern finding `text` inside a longer one (an error after a field's hint). */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

// ---- the dev outbox ----------------------------------------------------------------------------

interface OutboxMessage {
  channel: 'mail' | 'sms';
  text: string;
}

/**
 * The code of the `count`-th SMS sent to `phone` (the job workers write it a moment after the
 * API answered): GET /api/v1/dev/outbox, newest first.
 */
export async function otpFromOutbox(
  request: APIRequestContext,
  phone: string,
  count = 1,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox', { params: { to: phone } });
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const sms = ((await response.json()) as { data: OutboxMessage[] }).data.filter(
          (message) => message.channel === 'sms',
        );
        code = sms.length >= count ? sms[0]!.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return sms.length >= count && code ? 'sent' : `${sms.length} SMS to ${phone}`;
      },
      { timeout: 20_000, message: `SMS number ${count} to ${phone}` },
    )
    .toBe('sent');
  return code!;
}

/** Another 6-digit code than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// ---- a case through the API (for specs that start further on) ----------------------------------

export interface StoredCase {
  uuid: string;
  token: string;
  step: EkycStep;
}

const fileOf = (file: string, mimeType: string) => ({
  name: path.basename(file),
  mimeType,
  buffer: readFileSync(file),
});
const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };

/**
 * A case on the API, as the site's calls would make it: generate-uuid, then each step with the
 * sample files. For the specs whose subject is a later step (resume, OTP, the a11y gate).
 */
export class EkycApiCase {
  step: EkycStep = 'contact_info';

  private constructor(
    private readonly request: APIRequestContext,
    readonly uuid: string,
    readonly token: string,
    readonly person: Person,
  ) {}

  static async start(request: APIRequestContext, person: Person): Promise<EkycApiCase> {
    const response = await request.post(`${EKYC_API}/generate-uuid`, { data: {} });
    expect(response.status(), await response.text()).toBe(201);
    const { uuid, token } = ((await response.json()) as { data: StoredCase }).data;
    return new EkycApiCase(request, uuid, token, person);
  }

  get stored(): StoredCase {
    return { uuid: this.uuid, token: this.token, step: this.step };
  }

  private async expectStep(response: APIResponse) {
    const body = await response.text();
    expect(response.status(), `${response.url()}: ${body.slice(0, 500)}`).toBe(200);
    const data = (JSON.parse(body) as { data: { step?: EkycStep } }).data;
    if (data.step) this.step = data.step;
  }

  private post(apiPath: string, data: Record<string, unknown>) {
    return this.request.post(`${EKYC_API}/${apiPath}`, {
      headers: { 'X-Ekyc-Token': this.token },
      data: { uuid: this.uuid, ...data },
    });
  }

  private upload(apiPath: string, file: ReturnType<typeof fileOf>) {
    return this.request.post(`${EKYC_API}/${apiPath}`, {
      headers: { 'X-Ekyc-Token': this.token },
      multipart: { uuid: this.uuid, file },
      // The vendor decodes and checks a face video: seconds on a busy runner.
      timeout: 60_000,
    });
  }

  async contactInfo(): Promise<void> {
    const { address: _address, ...contact } = this.person;
    await this.expectStep(
      await this.post('contact-info', { customerType: 'personal', nationality: 'VN', ...contact }),
    );
  }

  async documents(front: string = samplePath('front')): Promise<void> {
    const files: Record<DocumentKind, string> = {
      front,
      back: samplePath('back'),
      signature: samplePath('signature'),
    };
    for (const [kind, file] of Object.entries(files)) {
      const type = IMAGE_TYPES[path.extname(file)] ?? 'image/jpeg';
      await this.expectStep(await this.upload(`documents/${kind}`, fileOf(file, type)));
    }
  }

  async faceVideo(): Promise<void> {
    await this.expectStep(
      await this.upload('face-video', fileOf(samplePath('faceVideo'), 'video/webm')),
    );
  }

  async registration(locale: Locale): Promise<void> {
    await this.expectStep(
      await this.post('general-info', {
        ...REGISTRATION,
        relatedRelationship: REGISTRATION.relatedRelationship[locale],
        address: this.person.address,
      }),
    );
  }

  /** Takes the case through every step before `until` (the step it is left at). */
  async advanceTo(
    until: 'id_documents' | 'face_video' | 'registration' | 'otp',
    options: { locale: Locale; front?: string },
  ): Promise<this> {
    await this.contactInfo();
    if (until === 'id_documents') return this;
    await this.documents(options.front);
    if (until === 'face_video') return this;
    await this.faceVideo();
    if (until === 'registration') return this;
    await this.registration(options.locale);
    expect(this.step).toBe(until);
    return this;
  }
}

export interface CaseState {
  step: EkycStep;
  completion?: { variant: 'opened' | 'review'; accountNumber: string | null; customerId: string };
}

/** `GET steps/{uuid}` with the case's token: where it stands on the server. */
export async function caseState(
  request: APIRequestContext,
  stored: StoredCase,
): Promise<CaseState> {
  const response = await request.get(`${EKYC_API}/steps/${stored.uuid}`, {
    headers: { 'X-Ekyc-Token': stored.token },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CaseState }).data;
}

/**
 * Gives the next document of `page` this case as the browser's own (local storage), once: the
 * reloads after it see what the site itself stored.
 */
export async function rememberCase(page: Page, stored: StoredCase): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-ekyc-case')) return;
      window.sessionStorage.setItem('e2e-ekyc-case', '1');
      window.localStorage.setItem(key, value);
    },
    [EKYC_CASE_KEY, JSON.stringify(stored)] as const,
  );
}

/** A case this browser never had on the server: a well-formed uuid and token nobody issued. */
export const unknownCase = (): StoredCase => ({
  uuid: randomUUID(),
  token: randomBytes(32).toString('base64url'),
  step: 'otp',
});

// ---- the screens -------------------------------------------------------------------------------

/** The account opening at /ekyc or /en/ekyc, through its screens. */
export class EkycScreens {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  t(key: string, values?: TextValues): string {
    return ekycText(this.locale, key, values);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** A step screen's heading. */
  heading(step: Exclude<EkycStep, 'completed'>): Locator {
    return this.main.getByRole('heading', { level: 2, name: this.t(STEP_HEADING_KEYS[step]) });
  }

  button(key: string, values?: TextValues): Locator {
    return this.main.getByRole('button', { name: this.t(key, values), exact: true });
  }

  /** A text, date, phone or email input (or a text area) by its label. */
  field(key: string): Locator {
    return this.main.getByRole('textbox', { name: this.t(key), exact: true });
  }

  /** A native select by its label. */
  select(key: string): Locator {
    return this.main.getByRole('combobox', { name: this.t(key), exact: true });
  }

  /** A radio group by its label, and the option labelled `option` in it. */
  radio(groupKey: string, optionKey: string): Locator {
    return this.main
      .getByRole('radiogroup', { name: this.t(groupKey), exact: true })
      .getByRole('radio', { name: this.t(optionKey), exact: true });
  }

  /** The next answer of the API call whose path contains `apiPath` (`documents/front`). */
  response(apiPath: string, method = 'POST'): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.request().method() === method &&
        new URL(response.url()).pathname.startsWith(`${EKYC_API}/${apiPath}`),
    );
  }

  /** The page opened in its language, a new case started; with `person`, the contact step sent. */
  async begin(site: SitePage, person?: Person): Promise<void> {
    await site.open(EKYC_PATH[this.locale]);
    await this.start();
    if (person) await this.submitContact(person);
  }

  /** The intro, then "start": a new case on the contact step. */
  async start(): Promise<void> {
    const created = this.response('generate-uuid');
    await this.main.getByRole('button', { name: this.t('ekyc.start.begin') }).click();
    expect((await created).status()).toBe(201);
    await expect(this.heading('contact_info')).toBeVisible();
  }

  /** Types the contact step (customer type and nationality keep their defaults). */
  async fillContact(person: Person): Promise<void> {
    await this.field('ekyc.contact.fullName').fill(person.fullName);
    await this.field('ekyc.contact.idCode').fill(person.idCode);
    await this.radio('ekyc.contact.gender.label', `ekyc.contact.gender.${person.gender}`).check();
    await this.field('ekyc.contact.dateOfBirth').fill(person.dateOfBirth);
    await this.field('ekyc.contact.idDate').fill(person.idDate);
    await this.field('ekyc.contact.phone').fill(person.phone);
    await this.field('ekyc.contact.email').fill(person.email);
  }

  /** The contact step sent and accepted: the identity step shows. */
  async submitContact(person: Person): Promise<void> {
    await this.fillContact(person);
    const sent = this.response('contact-info');
    await this.button('ekyc.flow.next').click();
    const response = await sent;
    expect(response.status(), await response.text()).toBe(200);
    await expect(this.heading('id_documents')).toBeVisible();
  }

  /** One picture's card on the identity step. */
  slot(kind: DocumentKind): Locator {
    return this.main.getByRole('region', {
      name: this.t(`ekyc.documents.kinds.${kind}.title`),
      exact: true,
    });
  }

  /** Chooses a file through the slot's upload button (the camera's fallback). */
  async choosePhoto(
    kind: DocumentKind,
    file: string | { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.slot(kind)
      .getByRole('button', { name: this.t('ekyc.camera.upload.button') })
      .click();
    await (await chooser).setFiles(file);
  }

  /** A picture uploaded and refused or accepted by the API: its answer. */
  async uploadPhoto(kind: DocumentKind, file: string): Promise<Response> {
    const answer = this.response(`documents/${kind}`);
    await this.choosePhoto(kind, file);
    return answer;
  }

  /** A picture sent and accepted: its card says so. */
  async uploadVerified(kind: DocumentKind, file: string): Promise<void> {
    const response = await this.uploadPhoto(kind, file);
    expect(response.status(), await response.text()).toBe(200);
    await expect(this.verifiedBadge(kind)).toBeVisible();
  }

  verifiedBadge(kind: DocumentKind): Locator {
    return this.slot(kind).getByText(this.t('ekyc.documents.status.verified'), { exact: true });
  }

  /** The three pictures accepted; the identity screen stays until "continue". */
  async uploadDocuments(front: string = samplePath('front')): Promise<void> {
    const files: Record<DocumentKind, string> = {
      front,
      back: samplePath('back'),
      signature: samplePath('signature'),
    };
    for (const kind of EKYC_DOCUMENT_KINDS) await this.uploadVerified(kind, files[kind]);
  }

  /** The refusal shown on a picture's card. */
  slotFailure(kind: DocumentKind): Locator {
    return this.slot(kind).getByRole('group', { name: this.t('ekyc.documents.status.failed') });
  }

  /** "Continue" on a step the server has moved past (identity, face). */
  async continueTo(step: Exclude<EkycStep, 'completed'>): Promise<void> {
    await this.button('ekyc.flow.next').click();
    await expect(this.heading(step)).toBeVisible();
  }

  /** The face video recorded with the camera (the fake one of the camera project). */
  async recordFace(): Promise<void> {
    const record = this.main.getByRole('button', { name: this.t('ekyc.camera.face.record') });
    // The face model loads and must see the face centred and large enough (or give up).
    await expect(record).toBeEnabled({ timeout: 40_000 });
    await record.click();
    const use = this.main.getByRole('button', { name: this.t('ekyc.camera.face.use') });
    await expect(use).toBeVisible({ timeout: 15_000 });
    // The recorded video is there to watch before it is sent.
    await expect(this.main.getByLabel(this.t('ekyc.camera.face.preview'))).toBeVisible();
    const sent = this.response('face-video');
    await use.click();
    await this.expectFaceVerified(await sent);
  }

  /** The face video chosen as a file (the phone's camera app route). */
  async uploadFace(file: string = samplePath('faceVideo')): Promise<void> {
    await this.main
      .getByRole('button', { name: this.t('ekyc.camera.face.nativeApp.toggle') })
      .click();
    const chooser = this.page.waitForEvent('filechooser');
    await this.main
      .getByRole('button', { name: this.t('ekyc.camera.face.nativeApp.button') })
      .click();
    const sent = this.response('face-video');
    await (await chooser).setFiles(file);
    await this.expectFaceVerified(await sent);
  }

  private async expectFaceVerified(response: Response): Promise<void> {
    expect(response.status(), await response.text()).toBe(200);
    await expect(
      this.main.getByRole('group', { name: this.t('ekyc.face.verified') }),
    ).toBeVisible();
  }

  /** Fills the registration form with REGISTRATION and the person's address. */
  async fillRegistration(person: Person): Promise<void> {
    const r = 'ekyc.registration';
    await this.radio(`${r}.accountTypes.margin`, `${r}.no`).check();
    await this.radio(`${r}.accountTypes.derivative`, `${r}.no`).check();
    const packs = this.main.getByRole('radiogroup', { name: this.t(`${r}.servicePack.label`) });
    await packs.getByRole('radio').first().check();
    await this.select(`${r}.fields.referralChannel`).selectOption(REGISTRATION.referralChannel);
    await this.select(`${r}.fields.region`).selectOption(REGISTRATION.region);
    await this.select(`${r}.fields.branchCode`).selectOption(REGISTRATION.branchCode);
    await this.select(`${r}.fields.brokerCode`).selectOption(REGISTRATION.brokerCode);
    await this.field(`${r}.fields.relatedName`).fill(REGISTRATION.relatedName);
    await this.field(`${r}.fields.relatedPhone`).fill(REGISTRATION.relatedPhone);
    await this.field(`${r}.fields.relatedRelationship`).fill(
      REGISTRATION.relatedRelationship[this.locale],
    );
    await this.select(`${r}.fields.bankCode`).selectOption(REGISTRATION.bankCode);
    await this.field(`${r}.fields.bankAccNo`).fill(REGISTRATION.bankAccNo);
    await this.field(`${r}.fields.address`).fill(person.address);
    for (const question of Object.keys(REGISTRATION.us))
      await this.radio(`${r}.us.${question}`, `${r}.no`).check();
  }

  /** The registration sent; the OTP step shows and its code is sent. */
  async submitRegistration(person: Person): Promise<void> {
    await expect(this.heading('registration')).toBeVisible();
    await this.fillRegistration(person);
    const sent = this.response('general-info');
    const otp = this.response('request-otp');
    await this.button('ekyc.flow.next').click();
    const response = await sent;
    expect(response.status(), await response.text()).toBe(200);
    await expect(this.heading('otp')).toBeVisible();
    expect((await otp).status()).toBe(200);
  }

  get otpField(): Locator {
    return this.field('ekyc.otp.label');
  }

  /** Types a code and confirms it; the API's answer. */
  async enterOtp(code: string): Promise<Response> {
    await this.otpField.fill(code);
    const answer = this.response('verify-otp');
    await this.button('ekyc.otp.submit').click();
    return answer;
  }

  /** The contract PDF asked for by the contract step (start waiting before the step shows). */
  contractResponse(): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        /\/contract\/[^/]+$/.test(new URL(response.url()).pathname),
    );
  }

  /**
   * The contract came as a PDF and is shown. Its bytes are read again through the API with the
   * case's token: Playwright cannot read the body of the page's blob request.
   */
  async expectContract(answer: Promise<Response>, request: APIRequestContext): Promise<void> {
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    await expect(this.heading('contract')).toBeVisible();
    await expect(
      this.main.getByRole('link', { name: this.t('ekyc.contract.download') }),
    ).toBeVisible();
    // The agreement is there to read in the page, with or without a PDF viewer.
    const text = this.main.getByRole('region', { name: this.t('ekyc.contract.viewerTitle') });
    await expect(text.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(text.getByRole('listitem').first()).toBeVisible();
    expect((await text.innerText()).length).toBeGreaterThan(1000);
    const stored = await this.storedCase();
    const pdf = await request.get(`${EKYC_API}/contract/${stored!.uuid}`, {
      headers: { 'X-Ekyc-Token': stored!.token },
      params: { locale: this.locale },
    });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  /** Ticks the terms and finishes: the completion screen. */
  async confirmContract(): Promise<void> {
    await this.main.getByRole('checkbox', { name: this.t('ekyc.contract.agree') }).check();
    const sent = this.response('contract-confirm');
    await this.button('ekyc.contract.submit').click();
    const response = await sent;
    expect(response.status(), await response.text()).toBe(200);
  }

  /** The intro's card offering to go on with this browser's case. */
  get resumeCard(): Locator {
    return this.main.getByRole('region', { name: this.t('ekyc.resume.heading') });
  }

  /** After a reload: the intro says where the case stands; "continue" goes back in. */
  async resumeAt(step: Exclude<EkycStep, 'completed'>): Promise<void> {
    const card = this.resumeCard;
    await expect(card).toBeVisible();
    await expect(card).toContainText(
      this.t('ekyc.resume.text', { step: this.t(STEP_TITLE_KEYS[step]) }),
    );
    await card.getByRole('button', { name: this.t('ekyc.resume.continue') }).click();
    await expect(this.heading(step)).toBeVisible();
  }

  /** The case this browser keeps (local storage), as the site wrote it. */
  async storedCase(): Promise<StoredCase | null> {
    const raw = await this.page.evaluate((key) => window.localStorage.getItem(key), EKYC_CASE_KEY);
    return raw ? (JSON.parse(raw) as StoredCase) : null;
  }

  /** The page reloaded; the browser's "leave the page?" prompt, if any, answered yes. */
  async reload(): Promise<void> {
    const accept = (dialog: { type(): string; accept(): Promise<void> }) => {
      if (dialog.type() === 'beforeunload') void dialog.accept();
    };
    this.page.on('dialog', accept);
    try {
      await this.page.reload();
    } finally {
      this.page.off('dialog', accept);
    }
  }
}

/**
 * A case taken to the OTP step through the API, opened in `page` as this browser's and resumed
 * there: the screens, the case and the code the page had sent.
 */
export async function resumedAtOtp(
  site: SitePage,
  request: APIRequestContext,
  locale: Locale,
): Promise<{ ekyc: EkycScreens; apiCase: EkycApiCase; code: string }> {
  const apiCase = await EkycApiCase.start(request, samplePerson());
  await apiCase.advanceTo('otp', { locale });
  await rememberCase(site.page, apiCase.stored);
  const ekyc = new EkycScreens(site.page, locale);
  await site.open(EKYC_PATH[locale]);
  const requested = ekyc.response('request-otp');
  await ekyc.resumeAt('otp');
  expect((await requested).status()).toBe(200);
  return { ekyc, apiCase, code: await otpFromOutbox(request, apiCase.person.phone) };
}
