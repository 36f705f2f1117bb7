import type { Locale } from '@brokerage/shared/routing/routes.ts';

export interface SmsMessage {
  to: string;
  text: string;
  locale: Locale;
  /** The job that sends it; the gateway can use it to drop a repeat. */
  reference: string;
}

/** The SMS port: a message is handed to the gateway (or the dev outbox), or the call throws. */
export interface SmsSender {
  readonly kind: 'webhook' | 'outbox' | 'unconfigured';
  send(message: SmsMessage): Promise<void>;
}

/** A gateway that answers slower than this is taken as failed (the job is retried). */
export const SMS_WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs `{to, text, reference}` as JSON to SMS_WEBHOOK_URL; anything but a 2xx answer (or no
 * answer in time) is an error, so the job is retried.
 */
export function webhookSmsSender(url: string, timeoutMs = SMS_WEBHOOK_TIMEOUT_MS): SmsSender {
  return {
    kind: 'webhook',
    async send({ to, text, reference }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text, reference }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

/** Production without SMS_WEBHOOK_URL: every SMS job fails with this, and is recorded. */
export function unconfiguredSmsSender(): SmsSender {
  return {
    kind: 'unconfigured',
    send() {
      return Promise.reject(
        new Error('SMS_WEBHOOK_URL is not set: SMS cannot be sent in production without it'),
      );
    },
  };
}
