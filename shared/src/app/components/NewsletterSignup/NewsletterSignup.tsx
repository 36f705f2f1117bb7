import { Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { preloadable } from '../../../ui/lazyComponent';
import classes from './NewsletterSignup.module.css';

// The form, @mantine/form and zod load right after the first render, not with it (a page
// rendered on the server loads them before it hydrates: SiteShell's preloadShell).
export const NewsletterForm = preloadable(() => import('./NewsletterForm').then((m) => m.NewsletterForm));

/** Footer signup (spec §1): email and button; the answer is announced in a live region. */
export function NewsletterSignup() {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section className={classes.signup} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.title}>
        {t('newsletter.title')}
      </h2>
      <p className={classes.intro}>{t('newsletter.intro')}</p>
      <Suspense fallback={<div className={classes.pending} />}>
        <NewsletterForm />
      </Suspense>
    </section>
  );
}
