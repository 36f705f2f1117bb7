import type { OutboxRepository } from '../../repositories/outbox';
import type { MailSender } from './mail';
import type { SmsSender } from './sms';

/**
 * Outside production without SMTP_URL: the e-mail is kept in the outbox table (7 days), never
 * sent. Only DEV_OUTBOX makes it readable, at GET /api/v1/dev/outbox from loopback; a plain
 * `npm start` keeps recording but shows nothing.
 */
export function outboxMailSender(outbox: OutboxRepository, now: () => Date): MailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.add({
        channel: 'mail',
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        locale: message.locale,
        reference: message.reference,
        // The names only: a test or a developer sees what was attached, not the files.
        attachments: (message.attachments ?? []).map((file) => file.filename),
        createdAt: now(),
      });
    },
    close() {},
  };
}

/** Outside production without SMS_WEBHOOK_URL: the SMS is kept in the outbox table, as e-mail. */
export function outboxSmsSender(outbox: OutboxRepository, now: () => Date): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.add({
        channel: 'sms',
        recipient: message.to,
        subject: null,
        text: message.text,
        html: null,
        locale: message.locale,
        reference: message.reference,
        createdAt: now(),
      });
    },
  };
}
