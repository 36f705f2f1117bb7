import { useRef } from 'react';
import { Alert, Button, Card, Grid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useFieldErrorText } from '@brokerage/shared/ui/forms/useFieldErrorText.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import { CONTACT_LIMITS } from '@brokerage/shared/validation/codes.ts';
import { ContactBodySchema, type ContactInput } from '@brokerage/shared/validation/contact.ts';
import type { ContactFormStore } from '../../stores/ContactFormStore';
import classes from './ContactForm.module.css';

const EMPTY: ContactInput = { fullName: '', email: '', phone: '', subject: '', message: '' };
type Field = keyof typeof CONTACT_LIMITS;

/** The contact form (spec §1, §8): checked by the shared schema here and again by the API. */
export const ContactForm = observer(function ContactForm({ store }: { store: ContactFormStore }) {
  const { t } = useTranslation('corporate');
  const errorText = useFieldErrorText();
  const form = useSchemaForm(ContactBodySchema, EMPTY);
  const resultRef = useRef<HTMLDivElement>(null);

  const handleSubmit = form.onSubmit(async (values) => {
    const outcome = await store.send(values);
    if (outcome === 'sent') form.reset();
    // What the visitor typed stays on every failure; the API's field errors go on the fields.
    if (outcome === 'invalid') form.setErrors(store.fieldErrors);
    if (outcome !== 'invalid') resultRef.current?.focus();
  });

  const field = (name: Field) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      // The visitor types again: the last sent/failed answer no longer applies.
      onChange: (event: unknown) => {
        store.reset();
        props.onChange(event);
      },
      error: errorText(props.error, CONTACT_LIMITS[name]),
      label: t(`contact.form.${name}`),
    };
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contact-form-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="contact-form-title">
            {t('contact.form.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('contact.form.intro')}
          </Text>
        </div>
        <div
          ref={resultRef}
          tabIndex={-1}
          aria-live="polite"
          role="status"
          className={classes.result}
        >
          {store.outcome === 'sent' ? (
            // The region above announces it; the alert role would announce it twice.
            <Alert
              role="group"
              color="teal"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
              title={t('contact.form.sentTitle')}
            >
              {t('contact.form.sent')}
            </Alert>
          ) : store.outcome === 'failed' ? (
            <Alert role="group" color="red" variant="light" title={t('contact.form.failedTitle')}>
              {t('contact.form.failed')}
            </Alert>
          ) : null}
        </div>
        <form onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...field('fullName')} withAsterisk autoComplete="name" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...field('phone')}
                withAsterisk
                type="tel"
                autoComplete="tel"
                inputMode="tel"
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput {...field('email')} withAsterisk type="email" autoComplete="email" />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput {...field('subject')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea {...field('message')} withAsterisk rows={6} resize="vertical" />
            </Grid.Col>
            <Grid.Col span={12}>
              <Button
                type="submit"
                loading={store.sending}
                disabled={store.sending}
                leftSection={<IconSend size={18} aria-hidden="true" />}
              >
                {t('contact.form.submit')}
              </Button>
            </Grid.Col>
          </Grid>
        </form>
      </Stack>
    </Card>
  );
});
