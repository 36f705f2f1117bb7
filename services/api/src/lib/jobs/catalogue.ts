import { z } from 'zod';
import { MailJobSchema, SmsJobSchema } from '../messaging/templates/catalogue';
import { type JobCatalogue, defineJob } from './job-queue';

/**
 * Every job the API runs, by queue name. A mail or SMS job is tried 6 times over about half an
 * hour (30 s, then doubling, with jitter) before it is recorded as failed; its failure record
 * keeps the template, language and recipient, never the message's words or codes.
 */
export const JOBS = {
  'mail.send': defineJob({
    schema: MailJobSchema,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    redact: ({ template, locale, to }) => ({ template, locale, to }),
  }),
  'sms.send': defineJob({
    schema: SmsJobSchema,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    redact: ({ template, locale, to }) => ({ template, locale, to }),
  }),
  /** The daily clean-up (repositories/retention). */
  'retention.daily': defineJob({
    schema: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 600,
  }),
  /** The eKYC cases, ID photos and face videos past their time (lib/ekyc/retention). */
  'ekyc.retention': defineJob({
    schema: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 600,
  }),
  /** Job postings' "closes in 3 days" reminders that are due (lib/recruitment/reminders). */
  'recruitment.reminders': defineJob({
    schema: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 300,
  }),
} satisfies JobCatalogue;

export type ApiJobs = typeof JOBS;

/** 03:15 every night, Vietnam time: the quiet hour. */
export const RETENTION_CRON = '15 3 * * *';

/** Every hour: an unfinished eKYC case is deleted within the hour after its end. */
export const EKYC_RETENTION_CRON = '40 * * * *';

/** Every 10 minutes: a reminder goes out at most 10 minutes after its time. */
export const RECRUITMENT_REMINDERS_CRON = '*/10 * * * *';
