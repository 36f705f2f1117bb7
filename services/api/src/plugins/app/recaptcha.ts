import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http/http-error';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const VerifyAnswerSchema = z.object({ success: z.boolean() });

/** Checks one token with Google; true when it is valid. */
export type RecaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

export interface RecaptchaService {
  /** Whether tokens are checked at all (RECAPTCHA_SECRET is set). */
  readonly enabled: boolean;
  /**
   * Throws a 400 `grecaptcha_token` (on the field of that name) for a missing or rejected token
   * when checking is on; does nothing otherwise (design §5).
   */
  assertHuman(token: string | undefined, remoteIp: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recaptcha: RecaptchaService;
  }
}

export function googleVerifier(secret: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return async (token, remoteIp) => {
    const response = await fetchImpl(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`reCAPTCHA verify answered ${response.status}`);
    return VerifyAnswerSchema.parse(await response.json()).success;
  };
}

export function createRecaptchaService(verify: RecaptchaVerifier | undefined): RecaptchaService {
  const rejected = () => new HttpError(400, 'grecaptcha_token', { field: 'grecaptcha_token' });
  return {
    enabled: verify !== undefined,
    async assertHuman(token, remoteIp) {
      if (!verify) return;
      if (!token) throw rejected();
      let valid: boolean;
      try {
        valid = await verify(token, remoteIp);
      } catch {
        // Google unreachable: the visitor cannot fix it, but a bot must not slip through either.
        throw rejected();
      }
      if (!valid) throw rejected();
    },
  };
}

export interface RecaptchaPluginOptions {
  config: AppConfig;
  /** Tests: a stand-in for Google's verify call. */
  verifier?: RecaptchaVerifier;
}

/** `app.recaptcha`: server-side reCAPTCHA checks for the public forms, on only with a secret. */
export const recaptchaPlugin = fp<RecaptchaPluginOptions>(
  async (app: FastifyInstance, { config, verifier }) => {
    const secret = config.recaptcha.secret;
    app.decorate(
      'recaptcha',
      createRecaptchaService(secret ? (verifier ?? googleVerifier(secret)) : undefined),
    );
  },
  { name: 'recaptcha' },
);
