/**
 * The device cookie of the login policy (loginPolicy.ts; OWASP "device cookies"): after a
 * successful login a browser holds, for that account, a random device id and the time it was
 * issued, signed with HMAC-SHA256. An attempt carrying a valid one for the account it names is
 * counted per (account, device); anything else (another account's entry, a changed byte, an
 * expired entry, a cookie of another key) is an unknown client. One cookie holds the entries of
 * the last few accounts logged in to in that browser.
 *
 * Entry: `ACCOUNT.DEVICE.ISSUED.MAC` (ISSUED in base-36 seconds, MAC base64url); entries are
 * joined by `~`, the latest first. Nothing in it is secret but the key.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DeviceCookieSettings {
  /** Key of the HMAC (LOGIN_DEVICE_SECRET, or one kept under DATA_DIR). */
  readonly secret: string;
  /** An entry is valid this long after it was issued (refreshed by each success). */
  days: number;
}

/** Entries one browser keeps; the oldest goes first. */
export const MAX_DEVICE_ENTRIES = 5;
/** A longer cookie is not one of ours (5 entries are about 450 characters). */
const MAX_COOKIE_LENGTH = 1024;
const ENTRY = /^([A-Z0-9]{1,32})\.([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

interface Entry {
  account: string;
  device: string;
  text: string;
}

export class DeviceCookies {
  constructor(private readonly settings: DeviceCookieSettings) {}

  /** Max-Age of the cookie, in seconds. */
  get maxAgeSeconds(): number {
    return this.settings.days * 86_400;
  }

  /** The device id that `value` holds for `account`, if its entry is ours and still valid. */
  deviceFor(value: string | undefined, account: string, now: number): string | undefined {
    return this.#entries(value, now).find((e) => e.account === account)?.device;
  }

  /**
   * The cookie after a success on `account`: its entry issued anew (same device id if the
   * browser had one), first, then the other valid entries it held.
   */
  issue(value: string | undefined, account: string, now: number): string {
    const entries = this.#entries(value, now);
    const device =
      entries.find((e) => e.account === account)?.device ?? randomBytes(16).toString('base64url');
    const fresh = this.#sign(account, device, Math.floor(now / 1000));
    const others = entries.filter((e) => e.account !== account).map((e) => e.text);
    return [fresh, ...others].slice(0, MAX_DEVICE_ENTRIES).join('~');
  }

  #mac(account: string, device: string, issued: string): string {
    return createHmac('sha256', this.settings.secret)
      .update(`login-device:v1:${account}.${device}.${issued}`)
      .digest('base64url');
  }

  #sign(account: string, device: string, issuedSeconds: number): string {
    const issued = issuedSeconds.toString(36);
    return `${account}.${device}.${issued}.${this.#mac(account, device, issued)}`;
  }

  /** The valid entries of a cookie value; anything malformed, forged or expired is left out. */
  #entries(value: string | undefined, now: number): Entry[] {
    if (!value || value.length > MAX_COOKIE_LENGTH) return [];
    const validFor = this.settings.days * 86_400;
    const entries: Entry[] = [];
    for (const text of value.split('~').slice(0, MAX_DEVICE_ENTRIES)) {
      const match = ENTRY.exec(text);
      if (!match) continue;
      const [, account = '', device = '', issued = '', mac = ''] = match;
      // Compared as text: another spelling of the same bytes is not what we wrote.
      const expected = Buffer.from(this.#mac(account, device, issued));
      if (!timingSafeEqual(expected, Buffer.from(mac))) continue;
      if (parseInt(issued, 36) + validFor <= now / 1000) continue;
      entries.push({ account, device, text });
    }
    return entries;
  }
}

const readSecret = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * A key kept in `file`, made on first use (256 random bits, mode 0600): one per process would
 * forget every known device on each restart. Several processes of one service that share no
 * DATA_DIR need the variable `envName` instead.
 */
export function persistentSecret(file: string, envName: string, minLength = 32): string {
  let secret = readSecret(file);
  if (secret === undefined) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under another name, then linked in place (which fails if the file exists):
    // of two processes starting together one wins, and neither can read a half-written key.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    secret = readSecret(file) ?? '';
  }
  if (secret.length < minLength) {
    throw new Error(
      `${file} holds no usable key (at least ${minLength} characters): delete it or set ${envName}`,
    );
  }
  return secret;
}
