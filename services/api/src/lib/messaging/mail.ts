import nodemailer from 'nodemailer';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

export interface MailMessage {
  to: string;
  /** `"Name" <address>` or an address; the sender of the deployment. */
  from: { name: string; address: string } | string;
  subject: string;
  text: string;
  html: string;
  locale: Locale;
  /** The job that sends it (a header of the e-mail, the outbox's reference). */
  reference: string;
  /** Files attached to the e-mail (a PDF summary), drawn when the job runs. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** ASCII file name, e.g. `TP2611290001.pdf`. */
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/** The mail port: an e-mail leaves (or lands in the dev outbox), or the call throws. */
export interface MailSender {
  readonly kind: 'smtp' | 'outbox' | 'unconfigured';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL: smtp:// or smtps://, user and password in the URL). */
export function smtpMailSender(url: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Brokerage-Reference': message.reference },
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          content: Buffer.from(file.content),
          contentType: file.contentType,
        })),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Production without SMTP_URL: every mail job fails with this (and is recorded once its
 * retries are used), rather than an e-mail being dropped without a word.
 */
export function unconfiguredMailSender(): MailSender {
  return {
    kind: 'unconfigured',
    send() {
      return Promise.reject(
        new Error('SMTP_URL is not set: e-mail cannot be sent in production without it'),
      );
    },
    close() {},
  };
}
