/**
 * Candidate accounts of the recruitment portal (issue 23, docs/recruitment.md "Candidate
 * accounts") as the specs need them: a fresh candidate registered through the API with the code
 * from the dev outbox, logged in through the API, and that login handed to a page before its
 * scripts run (the session lives in sessionStorage, spec §4). And the account screens' texts.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '../../shared/src/routing/routes';
import { expect } from '../fixtures';
import { namespaceTexts, type TextValues } from './locales';

const RECRUITMENT = namespaceTexts('sites/recruitment/src/locales', 'recruitment');
/** A text of the recruitment namespace (`account.login.submit`), its {{placeholders}} filled. */
export const recruitText = (locale: Locale, key: string, values?: TextValues) =>
  RECRUITMENT.text(locale, key, values);
export const recruitPattern = RECRUITMENT.pattern;

export const MEMBERS_API = '/api/v1/recruitments/members';
/** Where the site keeps the candidate's login (shared/src/auth/storage.ts SESSION_KEYS). */
export const RECRUIT_SESSION = { token: 'X_RECRUIT_TOKEN', member: 'X_RECRUIT_MEMBER' } as const;

export interface Candidate {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** A candidate of their own: the OTP limits and the outbox are per email and phone. */
export function uniqueCandidate(): Candidate {
  const n = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return {
    name: 'Lê Minh Anh',
    email: `ung.vien.${n}@example.vn`,
    phone: `09${n}`,
    // Spec §5: 6–10 characters with upper case, lower case, a digit and a special character.
    password: 'Ungvien@1',
  };
}

interface OutboxMessage {
  channel: 'mail' | 'sms';
  text: string;
}

/**
 * The 6-digit code of the `count`-th message sent to `to` (an email or phone) on `channel`:
 * GET /api/v1/dev/outbox, newest first (the job workers write it a moment after the answer).
 */
export async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  { channel = 'mail', count = 1 }: { channel?: 'mail' | 'sms'; count?: number } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox', { params: { to } });
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const sent = ((await response.json()) as { data: OutboxMessage[] }).data.filter(
          (message) => message.channel === channel,
        );
        code = sent.length >= count ? sent[0]!.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return sent.length >= count && code ? 'sent' : `${sent.length} ${channel} to ${to}`;
      },
      { timeout: 20_000, message: `${channel} number ${count} to ${to}` },
    )
    .toBe('sent');
  return code!;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const response = await request.post(`${MEMBERS_API}/${path}`, {
    data,
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Registers and verifies a candidate through the API, the code read from the outbox. */
export async function registerCandidate(
  request: APIRequestContext,
  candidate: Candidate = uniqueCandidate(),
): Promise<Candidate> {
  const { registrationKey } = await post<{ registrationKey: string }>(request, 'register', {
    name: candidate.name,
    email: candidate.email,
    phone: candidate.phone,
    password: candidate.password,
    password_confirmation: candidate.password,
    otp_channel: 'mail',
  });
  const otp = await codeFromOutbox(request, candidate.email);
  await post(request, 'verify-otp', { registration_key: registrationKey, otp });
  return candidate;
}

export interface CandidateLogin {
  token: string;
  member: Record<string, unknown>;
}

/** `members/login` through the API. */
export function loginCandidate(
  request: APIRequestContext,
  candidate: Candidate,
): Promise<CandidateLogin> {
  return post<CandidateLogin>(request, 'login', {
    phone_or_email: candidate.email,
    password: candidate.password,
  });
}

/** The login handed to every document `page` opens from now on, as the site itself keeps it. */
export async function rememberCandidateLogin(page: Page, login: CandidateLogin): Promise<void> {
  await page.addInitScript(
    ([keys, value]) => {
      window.sessionStorage.setItem(keys.token, value.token);
      window.sessionStorage.setItem(keys.member, JSON.stringify(value.member));
    },
    [RECRUIT_SESSION, login] as const,
  );
}

/**
 * A fresh candidate, registered, verified and logged in, for a spec whose subject is what a
 * candidate does (the CV, applying): the page opens every document logged in as them.
 */
export async function asFreshCandidate(
  page: Page,
  request: APIRequestContext,
): Promise<Candidate & CandidateLogin> {
  const candidate = await registerCandidate(request);
  const login = await loginCandidate(request, candidate);
  await rememberCandidateLogin(page, login);
  return { ...candidate, ...login };
}

/** The recruit header's account button: the candidate's name. */
export const candidateMenuButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(name) });

/** Opens the header's candidate menu and logs out. */
export async function logoutCandidate(page: Page, locale: Locale, name: string): Promise<void> {
  await candidateMenuButton(page, name).click();
  await page.getByRole('menuitem', { name: recruitText(locale, 'account.menu.logout') }).click();
}
