import { Alert, Button, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { CONTACT_LIMITS } from '../../../validation/codes';
import { NewsletterBodySchema } from '../../../validation/contact';
import { useFieldErrorText } from '../../../ui/forms/useFieldErrorText';
import { useSchemaForm } from '../../../ui/forms/useSchemaForm';
import { useStores } from '../../stores/StoresContext';
import classes from './NewsletterSignup.module.css';

/** The signup form and its live region, loaded with its validation after the first render. */
export const NewsletterForm = observer(function NewsletterForm() {
  const { newsletter, system } = useStores();
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const form = useSchemaForm(NewsletterBodySchema, { email: '' });

  const handleSubmit = form.onSubmit(async (values) => {
    const outcome = await newsletter.subscribe(values);
    if (outcome === 'subscribed') form.reset();
    // The field keeps what was typed on any failure; a server field error lands on the field.
    if (outcome === 'invalid') form.setErrors(newsletter.fieldErrors);
  });

  const emailProps = form.getInputProps('email');
  const { outcome } = newsletter;

  return (
    <>
      <form onSubmit={handleSubmit} noValidate className={classes.form}>
        <TextInput
          {...emailProps}
          onChange={(event) => {
            newsletter.clearOutcome();
            emailProps.onChange(event);
          }}
          error={errorText(emailProps.error, CONTACT_LIMITS.email)}
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
