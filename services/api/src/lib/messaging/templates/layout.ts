import type { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { escapeHtml } from '@brokerage/shared/server/escapeHtml.ts';

/** The brand a message speaks for (system settings of the message's language). */
export interface Brand {
  name: string;
  hotline: string;
  email: string;
  /** The public site, e.g. https://www.anphat.example. */
  url: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A message's words in one language: a subject and paragraphs (greeting to sign-off). */
export interface MailWords {
  subject: string;
  paragraphs: string[];
}

/** An e-mail in both languages; `params` are checked when its job is sent. */
export interface MailTemplate<P extends z.ZodType> {
  params: P;
  words: Record<Locale, (params: z.infer<P>, brand: Brand) => MailWords>;
}

/** An SMS in both languages. */
export interface SmsTemplate<P extends z.ZodType> {
  params: P;
  words: Record<Locale, (params: z.infer<P>, brand: Brand) => string>;
}

const FOOTER: Record<Locale, string> = {
  vi: 'Đây là thư tự động, Quý khách vui lòng không trả lời thư này.',
  en: 'This is an automated message; please do not reply to it.',
};

/** Plain text and a simple HTML page from the same words; every value is escaped in HTML. */
export function renderWords(locale: Locale, words: MailWords, brand: Brand): RenderedMail {
  const footer = FOOTER[locale];
  const text = [
    ...words.paragraphs,
    '--',
    `${brand.name} · ${brand.hotline} · ${brand.url}`,
    footer,
  ].join('\n\n');
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(brand.name)}</h1>
${words.paragraphs.map(paragraph).join('\n')}
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0">
<p style="margin:0;font-size:12px;color:#616e7c">${escapeHtml(brand.name)} · ${escapeHtml(brand.hotline)} · <a href="${escapeHtml(brand.url)}">${escapeHtml(brand.url)}</a><br>${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}
