import { useState } from 'react';
import type { z } from 'zod';
import { Anchor, Button, Grid, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  contactInfoFormSchema,
  type ContactInfoFields,
} from '@brokerage/shared/validation/ekyc/schemas.ts';
import { useStepForm } from '../../../hooks/useStepForm';
import { MIN_PICKER_DATE } from '../../../lib/dates';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import { FormAlert } from '../../FormAlert/FormAlert';
import { NextButton } from '../../NextButton/NextButton';
import { StepCard } from '../../StepCard/StepCard';
import { IdPrecheck } from '../IdPrecheck/IdPrecheck';
import { FlowAlert } from '../../FlowAlert/FlowAlert';

/** The form's values as typed (radio groups hold strings until chosen). */
interface ContactValues {
  customerType: string;
  nationality: string;
  fullName: string;
  idCode: string;
  dateOfBirth: string;
  gender: string;
  idDate: string;
  phone: string;
  email: string;
}

const EMPTY: ContactValues = {
  customerType: 'personal',
  nationality: 'VN',
  fullName: '',
  idCode: '',
  dateOfBirth: '',
  gender: '',
  idDate: '',
  phone: '',
  email: '',
};

type TextField = 'fullName' | 'idCode' | 'dateOfBirth' | 'idDate' | 'phone' | 'email';

/** The form's start: what the case holds of the contact step (a correction), else empty. */
function startValues(contact: Record<string, unknown> | null | undefined): ContactValues {
  const values = { ...EMPTY };
  if (!contact) return values;
  for (const key of Object.keys(EMPTY) as (keyof ContactValues)[]) {
    const value = contact[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** Step 1 (`contact_info`): who opens the account, with the ID number pre-checked as it is typed. */
export const ContactInfoStep = observer(function ContactInfoStep({
  store,
  hotline,
}: {
  store: EkycFlowStore;
  hotline: string;
}) {
  const { t } = useTranslation('onboarding');
  // The day the checks are made against: Vietnam's, as the API's.
  const [today] = useState(() => formatDate(new Date(), 'yyyy-mm-dd'));
  const [schema] = useState(() => contactInfoFormSchema(today));
  // The schema's input is its own (zod input); the form holds what the inputs give.
  const [start] = useState(() => startValues(store.caseState?.contact));
  const form = useSchemaForm(schema, start as unknown as z.input<typeof schema>);
  const editing = store.editingContact;
  const values = form.getValues() as unknown as ContactValues;
  const { afterSubmit, focusField, bind } = useStepForm(store, form);
  const [idFocused, setIdFocused] = useState(false);

  const handleSubmit = form.onSubmit(
    async (raw) => {
      const parsed = schema.safeParse(raw);
      const body: ContactInfoFields | typeof raw = parsed.success ? parsed.data : raw;
      afterSubmit(await store.submitContactInfo(body as Record<string, unknown>));
    },
    (errors) => focusField(Object.keys(errors)),
  );

  const text = (name: TextField) => bind(name, form.getInputProps(name), t(`ekyc.contact.${name}`));

  const idProps = text('idCode');
  const digits = values.idCode.replace(/\s+/g, '');
  const idComplete = digits.length === 12 || (digits.length === 9 && !idFocused);
  const offline =
    values.customerType === 'organization'
      ? 'organization'
      : values.nationality === 'foreign'
        ? 'foreign'
        : null;

  const radio = (name: 'customerType' | 'nationality' | 'gender') =>
    bind(name, form.getInputProps(name), t(`ekyc.contact.${name}.label`));

  return (
    <StepCard
      headingId="ekyc-step-contact"
      title={t('ekyc.contact.heading')}
      intro={t('ekyc.contact.intro')}
    >
      <form onSubmit={handleSubmit} noValidate aria-labelledby="ekyc-step-contact">
        <Stack gap="md">
          {editing && (
            <FlowAlert
              role="group"
              color="blue"
              variant="light"
              icon={<IconInfoCircle aria-hidden />}
              title={t('ekyc.contact.edit.title')}
            >
              {t('ekyc.contact.edit.text')}
            </FlowAlert>
          )}
          <FormAlert error={store.formError} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Radio.Group {...radio('customerType')}>
                <Group mt="xs">
                  <Radio value="personal" label={t('ekyc.contact.customerType.personal')} />
                  <Radio value="organization" label={t('ekyc.contact.customerType.organization')} />
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Radio.Group {...radio('nationality')}>
                <Group mt="xs">
                  <Radio value="VN" label={t('ekyc.contact.nationality.VN')} />
                  <Radio value="foreign" label={t('ekyc.contact.nationality.foreign')} />
                </Group>
              </Radio.Group>
            </Grid.Col>
            {offline && (
              <Grid.Col span={12}>
                <FlowAlert
                  role="group"
                  color="blue"
                  variant="light"
                  icon={<IconInfoCircle aria-hidden />}
                  title={t(`ekyc.contact.offline.${offline}.title`)}
                >
                  {t(`ekyc.contact.offline.${offline}.text`, { hotline })}{' '}
                  <Anchor href={telHref(hotline)} underline="always">
                    {t('ekyc.start.call', { hotline })}
                  </Anchor>
                </FlowAlert>
              </Grid.Col>
            )}
            <Grid.Col span={12}>
              <TextInput
                {...text('fullName')}
                autoComplete="name"
                description={t('ekyc.contact.fullNameHint')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...idProps}
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
                description={t('ekyc.contact.idCodeHint')}
                onFocus={() => {
                  setIdFocused(true);
                  idProps.onFocus?.();
                }}
                onBlur={() => {
                  setIdFocused(false);
                  idProps.onBlur?.();
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Radio.Group {...radio('gender')}>
                <Group mt="xs">
                  <Radio value="male" label={t('ekyc.contact.gender.male')} />
                  <Radio value="female" label={t('ekyc.contact.gender.female')} />
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('dateOfBirth')}
                type="date"
                min={MIN_PICKER_DATE}
                max={today}
                autoComplete="bday"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('idDate')} type="date" min={MIN_PICKER_DATE} max={today} />
            </Grid.Col>
            <Grid.Col span={12}>
              <IdPrecheck
                idCode={values.idCode}
                dateOfBirth={values.dateOfBirth}
                gender={values.gender}
                idDate={values.idDate}
                today={today}
                show={idComplete}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                description={t('ekyc.contact.phoneHint')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('email')} type="email" autoComplete="email" />
            </Grid.Col>
          </Grid>
          {editing ? (
            <Group>
              <Button
                type="submit"
                loading={store.submitting}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('ekyc.contact.edit.save')}
              </Button>
              <Button variant="default" onClick={store.cancelEditContact}>
                {t('ekyc.contact.edit.cancel')}
              </Button>
            </Group>
          ) : (
            <NextButton loading={store.submitting} />
          )}
        </Stack>
      </form>
    </StepCard>
  );
});
