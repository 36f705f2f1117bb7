import { useRef } from 'react';
import { Button, Grid, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useFieldErrorText } from '@brokerage/shared/ui/forms/useFieldErrorText.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  StatusAlert,
  StatusRegion,
} from '@brokerage/shared/ui/components/StatusRegion/StatusRegion.tsx';
import { CONTACT_LIMITS } from '@brokerage/shared/validation/codes.ts';
import { ContactBodySchema, type ContactInput } from '@brokerage/shared/validation/contact.ts';
import { ContactFields } from '../../../../lib/forms/ContactFields/ContactFields';
import type { ContactFormStore } from '../../stores/ContactFormStore';
import { ContactCard } from '../ContactCard/ContactCard';

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
    <ContactCard
      headingId="contact-form-title"
      title={t('contact.form.title')}
      subtitle={
        <Text c="dimmed" size="sm">
          {t('contact.form.intro')}
        </Text>
      }
    >
      <StatusRegion ref={resultRef}>
        {store.outcome === 'sent' ? (
          <StatusAlert outcome="success" title={t('contact.form.sentTitle')}>
            {t('contact.form.sent')}
          </StatusAlert>
        ) : store.outcome === 'failed' ? (
          <StatusAlert outcome="failure" title={t('contact.form.failedTitle')}>
            {t('contact.form.failed')}
          </StatusAlert>
        ) : null}
      </StatusRegion>
      <form onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
        <Grid gap="md">
          <ContactFields
            name={field('fullName')}
            phone={field('phone')}
            email={field('email')}
            emailRequired
          />
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
    </ContactCard>
  );
});
