import { Alert, Button, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { CONTACT_LIMITS } from '../../../validation/codes';
import { useFieldErrorText } from '../../../ui/forms/useFieldErrorText';
import { useStores } from '../../stores/StoresContext';
import classes from './NewsletterSignup.module.css';

/**
 * The address's error code from the shared schema (the API checks the same body), or null. The
 * schema and zod load when the field is first checked, not with the page: the form is in the
 * footer of every page, rendered on the server and hydrated (issue 26 item 4).
 */
async function emailError(email: string): Promise<string | null> {
  const { NewsletterBodySchema } = await import('../../../validation/contact');
  const result = NewsletterBodySchema.safeParse({ email });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? null;
}

/**
 * The signup form and its live region. The field is checked when left and on submit; what was
 * typed stays whatever happens.
 */
export const NewsletterForm = observer(function NewsletterForm() {
  const { newsletter, system } = useStores();
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Counts the edits: a check's answer for an address since changed is dropped.
  const edits = useRef(0);

  const check = async (value: string): Promise<boolean> => {
    const at = edits.current;
    const found = await emailError(value);
    if (edits.current === at) setError(found);
    return found === null;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email;
    if (!(await check(value))) return;
    const outcome = await newsletter.subscribe({ email: value });
    if (outcome === 'subscribed') {
      setEmail('');
      setError(null);
    }
    // The field keeps what was typed on any failure; a server field error lands on the field.
    if (outcome === 'invalid') setError(newsletter.fieldErrors.email ?? null);
  };

  const { outcome } = newsletter;

  return (
    <>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className={classes.form}>
        <TextInput
          value={email}
          onChange={(event) => {
            edits.current += 1;
            newsletter.clearOutcome();
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          onBlur={() => void check(email)}
          error={errorText(error, CONTACT_LIMITS.email)}
          type="email"
          autoComplete="email"
          label={t('newsletter.emailLabel')}
          placeholder={t('newsletter.emailPlaceholder')}
          className={classes.field}
        />
        <Button
          type="submit"
          loading={newsletter.submitting}
          disabled={newsletter.submitting}
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          className={classes.button}
        >
          {t('newsletter.submit')}
        </Button>
      </form>
      <div aria-live="polite" className={classes.result}>
        {outcome === 'subscribed' ? (
          <Alert color="teal" variant="light" p="xs" role="group">
            {t('newsletter.subscribed')}
          </Alert>
        ) : outcome === 'alreadySubscribed' ? (
          <Alert color="yellow" variant="light" p="xs" role="group">
            {t('newsletter.alreadySubscribed', { hotline: system.hotline })}
          </Alert>
        ) : outcome === 'failed' ? (
          <Alert color="red" variant="light" p="xs" role="group">
            {t('newsletter.failed')}
          </Alert>
        ) : null}
      </div>
    </>
  );
});
