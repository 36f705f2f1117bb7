import type { OutboxRepository } from '../../repositories/outbox';
import type { MailSender } from './mail';
import type { SmsSender } from './sms';

/** Development and tests without SMTP_URL: the e-mail is written to the dev outbox. */
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
        createdAt: now(),
      });
    },
    close() {},
  };
}

/** Development and tests without SMS_WEBHOOK_URL: the SMS is written to the dev outbox. */
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
