/**
 * reCAPTCHA v3 for the rating form (spec §5: the token goes with the rating when the site has
 * a key). The script loads only when the settings name a site key (design §5) and only once;
 * without a key, or when Google cannot be reached, there is no token and the API decides
 * (it checks tokens only when it has a secret).
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA did not load')), LOAD_TIMEOUT_MS);
    const done = () => {
      const api = window.grecaptcha;
      if (!api) {
        clearTimeout(timer);
        reject(new Error('reCAPTCHA did not load'));
        return;
      }
      api.ready(() => {
        clearTimeout(timer);
        resolve(api);
      });
    };
    if (window.grecaptcha) {
      done();
      return;
    }
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = done;
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // The next submit tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/** A token for `action`, or null without a site key or when reCAPTCHA cannot be reached. */
export async function recaptchaToken(
  siteKey: string | null | undefined,
  action: string,
): Promise<string | null> {
  const key = siteKey?.trim();
  if (!key) return null;
  try {
    const api = await loadScript(key);
    return await api.execute(key, { action });
  } catch {
    return null;
  }
}
