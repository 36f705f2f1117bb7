/**
 * reCAPTCHA v3 for every form the API guards (spec §5, design §5): contact, newsletter, guide
 * export, report download, both customer logins and the expert rating. The script loads only
 * when the settings name a site key (`systems/general` → `googleRecaptchaSiteKey`) and only
 * once; without a key, or when Google cannot be reached, there is no token and the API decides
 * (it checks tokens only when it has a secret).
 *
 * The old sites set the site key 8 seconds after start (spec §4, §9) so that Google's script
 * did not slow the first paint. Here the script loads on the first token asked for instead: a
 * page nobody submits never loads it, and no timer is needed.
 */

/** The `action` of each guarded request, as Google's admin console will list them. */
export type RecaptchaAction =
  | 'contact'
  | 'newsletter'
  | 'export'
  | 'download'
  | 'login'
  | 'login_sso'
  | 'rating'
  | 'ekyc'
  | 'bonds';

export interface Recaptcha {
  /** A token for `action`, or null without a site key or when reCAPTCHA cannot be reached. */
  token(action: RecaptchaAction): Promise<string | null>;
}

/** The site key, or nothing when the site has none; may wait for the settings to arrive. */
export type RecaptchaSiteKeySource = () =>
  string | null | undefined | Promise<string | null | undefined>;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** How long a load, or one token, may take before the request goes without one. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function injectScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const api = window.grecaptcha;
      if (!api) {
        reject(new Error('reCAPTCHA did not load'));
        return;
      }
      api.ready(() => resolve(api));
    };
    // Already on the page (a reload of this module in development, or an earlier attempt that
    // was only slow): no second script.
    if (window.grecaptcha) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = whenReady;
    script.onerror = () => {
      // Gone, so that the retry's script is the only one.
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
}

/**
 * The site's reCAPTCHA, created once with its RootStore. Stores take the `Recaptcha` (or a
 * `getRecaptchaToken` bound to one action), so their tests pass a fake and never touch the page.
 */
export function createRecaptcha(
  getSiteKey: RecaptchaSiteKeySource,
  { timeoutMs = RECAPTCHA_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Recaptcha {
  let loading: Promise<Grecaptcha> | null = null;

  const load = (siteKey: string): Promise<Grecaptcha> => {
    loading ??= withTimeout(injectScript(siteKey), timeoutMs).catch((error: unknown) => {
      // The next submit tries again.
      loading = null;
      throw error;
    });
    return loading;
  };

  return {
    async token(action) {
      try {
        const siteKey = (await getSiteKey())?.trim();
        if (!siteKey) return null;
        const api = await load(siteKey);
        return await withTimeout(api.execute(siteKey, { action }), timeoutMs);
      } catch {
        return null;
      }
    },
  };
}
