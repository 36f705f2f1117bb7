import type { FastifyInstance } from 'fastify';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { postingUrl } from './cv-service';

/**
 * One sweep of the job postings' reminders (`recruitment.reminders`, every 10 minutes; the dev
 * route runs one as of a given time). The due reminders are claimed and marked sent in one
 * statement (repositories/recruitment-cv `claimDueReminders`), so each is sent once however
 * many sweeps run at once or restart; each becomes a queued mail (an SMS for an account
 * without e-mail), retried by the queue. One that cannot even be queued is released for the
 * next sweep. Answers how many were queued.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date): Promise<number> {
  const claimed = await app.repos.recruitmentCv.claimDueReminders(now);
  let sent = 0;
  for (const reminder of claimed) {
    const locale: Locale = reminder.locale === 'en' ? 'en' : 'vi';
    const params = {
      fullName: reminder.fullName,
      title: reminder.title ?? `#${reminder.newsId}`,
      deadline: reminder.deadline,
      url: postingUrl(app.config.publicUrl, locale, reminder.slug ?? String(reminder.newsId)),
    };
    try {
      if (reminder.email) {
        await app.jobs.send('mail.send', {
          template: 'recruitment.reminder',
          to: reminder.email,
          locale,
          params,
        });
      } else {
        await app.jobs.send('sms.send', {
          template: 'recruitment.reminder',
          to: reminder.phone,
          locale,
          params,
        });
      }
      sent += 1;
    } catch (error) {
      app.log.error({ err: error, newsId: reminder.newsId }, 'recruitment reminder not queued');
      await app.repos.recruitmentCv.releaseReminder(reminder.memberId, reminder.newsId, now);
    }
  }
  return sent;
}
