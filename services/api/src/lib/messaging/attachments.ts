import type { FastifyInstance } from 'fastify';
import { buildSummaryPdf, summaryFileName } from '../bonds/summary';
import type { MailAttachment } from './mail';
import type { MailJob } from './templates/catalogue';

/**
 * The files a `mail.send` job's e-mail carries, drawn when the job runs from what its params
 * name (documents never travel through the queue): a bond registration's PDF summary. A
 * registration that is not (yet) there fails the job, which is retried.
 */
export async function mailAttachments(
  app: Pick<FastifyInstance, 'repos'>,
  job: MailJob,
): Promise<MailAttachment[]> {
  if (job.template !== 'bonds.registration') return [];
  const reference = job.params.registrationReference;
  const row = await app.repos.bonds.findRegistration(reference);
  if (!row) throw new Error(`bond registration ${reference} not found for its e-mail`);
  const content = await buildSummaryPdf(row, job.params.productName, job.locale);
  return [{ filename: summaryFileName(reference), content, contentType: 'application/pdf' }];
}
