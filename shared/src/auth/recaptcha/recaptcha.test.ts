import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_SCRIPT_URL, createRecaptcha } from './recaptcha';

const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) =>
    s.src.startsWith(RECAPTCHA_SCRIPT_URL),
  );

/** What Google's script does once it has run: `window.grecaptcha`, ready at once. */
function googleLoads(
  execute = vi.fn(async (_key: string, { action }: { action: string }) => `token:${action}`),
) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  scripts().at(-1)?.dispatchEvent(new Event('load'));
  return execute;
}

afterEach(() => {
  vi.useRealTimers();
  delete window.grecaptcha;
  for (const script of scripts()) script.remove();
});

describe('createRecaptcha', () => {
  it('without a site key gives no token and loads nothing', async () => {
    const getSiteKey = vi.fn((): string | null => null);
    const recaptcha = createRecaptcha(getSiteKey);
    await expect(recaptcha.token('contact')).resolves.toBeNull();
    await expect(createRecaptcha(() => '  ').token('contact')).resolves.toBeNull();
    expect(getSiteKey).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
  });

  it('loads nothing until the first token is asked for', () => {
    createRecaptcha(() => 'site-key');
    expect(scripts()).toHaveLength(0);
  });

  it('injects the v3 script once, with the key, and executes each action', async () => {
    const recaptcha = createRecaptcha(() => 'site key');
    const first = recaptcha.token('newsletter');
    const second = recaptcha.token('login');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    const [script] = scripts();
    expect(script?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=site%20key`);
    expect(script?.async).toBe(true);
    const execute = googleLoads();
    await expect(first).resolves.toBe('token:newsletter');
    await expect(second).resolves.toBe('token:login');
    await expect(recaptcha.token('rating')).resolves.toBe('token:rating');
    expect(scripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site key', { action: 'rating' });
  });

  it('waits for a key that comes with the settings', async () => {
    let answer: (key: string | null) => void = () => {};
    const recaptcha = createRecaptcha(
      () => new Promise<string | null>((resolve) => (answer = resolve)),
    );
    const pending = recaptcha.token('login_sso');
    expect(scripts()).toHaveLength(0);
    answer('site-key');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    googleLoads();
    await expect(pending).resolves.toBe('token:login_sso');
  });

  it('a script that fails to load gives null, and the next call tries again', async () => {
    const recaptcha = createRecaptcha(() => 'site-key');
    const first = recaptcha.token('contact');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);

    const second = recaptcha.token('contact');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    googleLoads();
    await expect(second).resolves.toBe('token:contact');
  });

  it('gives up after the timeout when Google cannot be reached, then tries again', async () => {
    vi.useFakeTimers();
    const recaptcha = createRecaptcha(() => 'site-key', { timeoutMs: 1_000 });
    const first = recaptcha.token('download');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(first).resolves.toBeNull();

    // The slow script arrived meanwhile: the retry uses it instead of loading another.
    const execute = vi.fn(async () => 'late-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    await expect(recaptcha.token('download')).resolves.toBe('late-token');
    expect(scripts()).toHaveLength(1);
  });

  it('a token that never comes, or a refused one, is null', async () => {
    vi.useFakeTimers();
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: vi
        .fn<() => Promise<string>>()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockRejectedValueOnce(new Error('invalid site key')),
    };
    const recaptcha = createRecaptcha(() => 'site-key', { timeoutMs: 1_000 });
    const hanging = recaptcha.token('export');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(hanging).resolves.toBeNull();
    await expect(recaptcha.token('export')).resolves.toBeNull();
  });
});
