import { useEffect, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import {
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  EKYC_EXTRA_ACCOUNT_TYPES,
  EKYC_US_QUESTIONS,
} from '@brokerage/shared/validation/ekyc/codes.ts';
import { RegistrationSchema } from '@brokerage/shared/validation/ekyc/schemas.ts';
import { useStepForm } from '../../../hooks/useStepForm';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import { BusyLine } from '../../BusyLine/BusyLine';
import { FormAlert } from '../../FormAlert/FormAlert';
import { NextButton } from '../../NextButton/NextButton';
import { RetryAlert } from '../../RetryAlert/RetryAlert';
import { StepCard } from '../../StepCard/StepCard';
import { ServicePackField } from '../ServicePackField/ServicePackField';
import { YesNoField } from '../YesNoField/YesNoField';

type UsQuestion = (typeof EKYC_US_QUESTIONS)[number];
type ExtraAccount = (typeof EKYC_EXTRA_ACCOUNT_TYPES)[number];

/** The form as typed: unanswered yes/no questions hold null until chosen. */
interface RegistrationValues {
  accountTypes: { regular: true } & Record<ExtraAccount, boolean | null>;
  servicePack: string;
  referralChannel: string;
  region: string;
  branchCode: string;
  brokerCode: string;
  relatedName: string;
  relatedPhone: string;
  relatedRelationship: string;
  bankCode: string;
  bankAccNo: string;
  address: string;
  us: Record<UsQuestion, boolean | null>;
}

const EMPTY: RegistrationValues = {
  accountTypes: { regular: true, margin: null, derivative: null },
  servicePack: '',
  referralChannel: '',
  region: '',
  branchCode: '',
  brokerCode: '',
  relatedName: '',
  relatedPhone: '',
  relatedRelationship: '',
  bankCode: '',
  bankAccNo: '',
  address: '',
  us: Object.fromEntries(EKYC_US_QUESTIONS.map((q) => [q, null])) as Record<UsQuestion, null>,
};

type TextField = 'relatedName' | 'relatedPhone' | 'relatedRelationship' | 'bankAccNo' | 'address';
type SelectField = 'referralChannel' | 'region' | 'branchCode' | 'brokerCode' | 'bankCode';

/** Fields whose choice empties the ones below it (region → branch → broker). */
const DEPENDENTS: Partial<Record<SelectField, SelectField[]>> = {
  region: ['branchCode', 'brokerCode'],
  branchCode: ['brokerCode'],
};

/**
 * Step 4 (`registration`): account types, service pack, referral channel, region, branch and
 * broker, the relationship person, the parent-bank account, the address and the six US-related
 * declarations (spec §3, §5).
 */
export const RegistrationStep = observer(function RegistrationStep({
  store,
}: {
  store: EkycFlowStore;
}) {
  const { t } = useTranslation('onboarding');
  // The permanent address starts as the card's QR code gave it (the API cross-checks the two).
  const [initial] = useState(() => ({ ...EMPTY, address: store.cardFields?.address ?? '' }));
  const form = useSchemaForm(
    RegistrationSchema,
    initial as unknown as z.input<typeof RegistrationSchema>,
  );
  const values = form.getValues() as unknown as RegistrationValues;
  const { errorOf, afterSubmit, focusField, bind } = useStepForm(store, form);

  useEffect(() => {
    void store.loadRegistrationLists();
  }, [store]);

  const { locations, options } = store;

  const handleSubmit = form.onSubmit(
    async (raw) => {
      const parsed = RegistrationSchema.safeParse(raw);
      afterSubmit(
        await store.submitRegistration(
          (parsed.success ? parsed.data : raw) as Record<string, unknown>,
        ),
      );
    },
    (errors) => focusField(Object.keys(errors)),
  );

  const setValue = (path: string, value: unknown) => {
    store.clearError(path);
    form.setFieldValue(path as never, value as never);
  };

  const text = (name: TextField) =>
    bind(name, form.getInputProps(name), t(`ekyc.registration.fields.${name}`));

  const select = (name: SelectField, data: Array<{ code: string; name: string }>) => {
    const props = form.getInputProps(name);
    return {
      ...bind(name, props, t(`ekyc.registration.fields.${name}`)),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        store.clearError(name);
        props.onChange(event);
        for (const dependent of DEPENDENTS[name] ?? []) form.setFieldValue(dependent, '');
      },
      data: [
        { value: '', label: t('ekyc.registration.choose') },
        ...data.map((item) => ({ value: item.code, label: item.name })),
      ],
    };
  };

  if (!locations || !options) {
    return (
      <StepCard headingId="ekyc-step-registration" title={t('ekyc.registration.heading')}>
        {store.listsError ? (
          <RetryAlert
            title={t('ekyc.flow.failedTitle')}
            error={store.listsError}
            onRetry={() => void store.loadRegistrationLists()}
          />
        ) : (
          <BusyLine label={t('ekyc.registration.loading')} />
        )}
      </StepCard>
    );
  }

  const branches = locations.branches.filter((b) => b.region === values.region);
  const brokers = locations.brokers.filter((b) => b.branch === values.branchCode);

  return (
    <StepCard
      headingId="ekyc-step-registration"
      title={t('ekyc.registration.heading')}
      intro={t('ekyc.registration.intro')}
    >
      <form onSubmit={handleSubmit} noValidate aria-labelledby="ekyc-step-registration">
        <Stack gap="lg">
          <FormAlert error={store.formError} />

          <Fieldset legend={t('ekyc.registration.sections.account')}>
            <Stack gap="md">
              {/* Always opened: a statement, not a choice. */}
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon color="teal" variant="light" radius="xl" size={28} aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t('ekyc.registration.accountTypes.regular')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('ekyc.registration.accountTypes.regularNote')}
                  </Text>
                </div>
              </Group>
              {EKYC_EXTRA_ACCOUNT_TYPES.map((type) => (
                <YesNoField
                  key={type}
                  path={`accountTypes.${type}`}
                  label={t(`ekyc.registration.accountTypes.${type}`)}
                  value={values.accountTypes[type]}
                  onChange={(value) => setValue(`accountTypes.${type}`, value)}
                  error={errorOf(`accountTypes.${type}`)}
                />
              ))}
              <ServicePackField
                packs={options.servicePacks}
                value={values.servicePack}
                onChange={(value) => setValue('servicePack', value)}
                error={errorOf('servicePack')}
              />
              <NativeSelect {...select('referralChannel', options.referralChannels)} />
            </Stack>
          </Fieldset>

          <Fieldset legend={t('ekyc.registration.sections.branch')}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NativeSelect {...select('region', locations.regions)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NativeSelect {...select('branchCode', branches)} disabled={!values.region} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NativeSelect {...select('brokerCode', brokers)} disabled={!values.branchCode} />
              </Grid.Col>
            </Grid>
          </Fieldset>

          <Fieldset legend={t('ekyc.registration.sections.related')}>
            <Text size="sm" c="dimmed" mb="sm">
              {t('ekyc.registration.relatedIntro')}
            </Text>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput {...text('relatedName')} autoComplete="off" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  {...text('relatedPhone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput {...text('relatedRelationship')} autoComplete="off" />
              </Grid.Col>
            </Grid>
          </Fieldset>

          <Fieldset legend={t('ekyc.registration.sections.bank')}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NativeSelect {...select('bankCode', options.banks)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput {...text('bankAccNo')} inputMode="numeric" autoComplete="off" />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  {...text('address')}
                  rows={2}
                  autoComplete="street-address"
                  description={t('ekyc.registration.addressHint')}
                />
              </Grid.Col>
            </Grid>
          </Fieldset>

          <Fieldset legend={t('ekyc.registration.sections.us')}>
            <Text size="sm" c="dimmed" mb="sm">
              {t('ekyc.registration.usIntro')}
            </Text>
            <Stack gap="md">
              {EKYC_US_QUESTIONS.map((question) => (
                <YesNoField
                  key={question}
                  path={`us.${question}`}
                  label={t(`ekyc.registration.us.${question}`)}
                  value={values.us[question]}
                  onChange={(value) => setValue(`us.${question}`, value)}
                  error={errorOf(`us.${question}`)}
                />
              ))}
            </Stack>
          </Fieldset>

          <NextButton loading={store.submitting} />
        </Stack>
      </form>
    </StepCard>
  );
});
