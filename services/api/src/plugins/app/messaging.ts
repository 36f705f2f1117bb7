import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AppConfig } from '../../config';
import { mailAttachments } from '../../lib/messaging/attachments';
import { type MailSender, smtpMailSender, unconfiguredMailSender } from '../../lib/messaging/mail';
import { outboxMailSender, outboxSmsSender } from '../../lib/messaging/outbox';
import { renderMail, renderSms } from '../../lib/messaging/render';
import { type SmsSender, unconfiguredSmsSender, webhookSmsSender } from '../../lib/messaging/sms';
import type { Brand } from '../../lib/messaging/templates/layout';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where `mail.send` and `sms.send` jobs deliver (SMTP / webhook / dev outbox). */
    messaging: { mail: MailSender; sms: SmsSender };
  }
}

/** The sender address when MAIL_FROM is not set (with the brand name as its name). */
export const DEFAULT_FROM_ADDRESS = 'no-reply@localhost';

/**
 * The mail and SMS ports and the workers of their jobs. SMTP_URL / SMS_WEBHOOK_URL send for
 * real; without them, outside production or with DEV_OUTBOX, messages land in the dev outbox;
 * in production without them every such job fails (and is recorded) instead of a message being
 * dropped.
 * Requests never send: they queue `mail.send` / `sms.send`, so a slow server slows no page and
 * a failure is retried.
 */
export const messagingPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    // An explicitly opened outbox is where the messages go, in whichever NODE_ENV.
    const production = config.nodeEnv === 'production' && !config.devOutbox;
    const now = () => app.now();
    const mail: MailSender = config.smtpUrl
      ? smtpMailSender(config.smtpUrl)
      : production
        ? unconfiguredMailSender()
        : outboxMailSender(app.repos.outbox, now);
    const sms: SmsSender = config.smsWebhookUrl
      ? webhookSmsSender(config.smsWebhookUrl)
      : production
        ? unconfiguredSmsSender()
        : outboxSmsSender(app.repos.outbox, now);
    app.decorate('messaging', { mail, sms });

    const brandOf = async (locale: Locale): Promise<Brand> => {
      const settings = await app.repos.systems.findSettings(locale);
      return {
        name: settings?.siteName ?? 'Brokerage',
        hotline: settings?.hotline ?? '',
        email: settings?.email ?? '',
        url: config.publicUrl,
      };
    };

    app.jobs.work('mail.send', async (job, { id }) => {
      const brand = await brandOf(job.locale);
      const rendered = renderMail(job, brand);
      const attachments = await mailAttachments(app, job);
      await mail.send({
        ...rendered,
        ...(attachments.length > 0 ? { attachments } : {}),
        to: job.to,
        from: config.mailFrom ?? { name: brand.name, address: DEFAULT_FROM_ADDRESS },
        locale: job.locale,
        reference: id,
      });
    });
    app.jobs.work('sms.send', async (job, { id }) => {
      const text = renderSms(job, await brandOf(job.locale));
      await sms.send({ to: job.to, text, locale: job.locale, reference: id });
    });

    app.addHook('onClose', async () => {
      mail.close();
    });
  },
  { name: 'messaging', dependencies: ['jobs', 'repositories'] },
);
