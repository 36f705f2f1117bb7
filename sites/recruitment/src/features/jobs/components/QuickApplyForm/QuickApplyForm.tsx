import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { z } from 'zod';
import {
  Alert,
  Button,
  Grid,
  Group,
  Input,
  NativeSelect,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { TOptions } from '@brokerage/shared/i18n/translator.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  RECRUITMENT_GENDERS,
  RECRUITMENT_LIMITS,
} from '@brokerage/shared/validation/recruitment/codes.ts';
import {
  joinSubmissionAgeProblem,
  joinSubmissionSchema,
} from '@brokerage/shared/validation/recruitment/jobs.ts';
import {
  cvFileProblem,
  QUICK_APPLY_FIELDS,
  type ApplyError,
  type QuickApplyField,
  type QuickApplyStore,
} from '../../stores/QuickApplyStore';
import classes from './QuickApplyForm.module.css';

/** The form's values as typed (selects and radios hold strings). */
interface ApplyValues {
  name: string;
  date_of_birth: string;
  email: string;
  phone: string;
  gender: string;
  hometown: string;
  position_id: string;
}

const EMPTY: ApplyValues = {
  name: '',
  date_of_birth: '',
  email: '',
  phone: '',
  gender: '',
  hometown: '',
  position_id: '',
};

const MIN_DATE = `${RECRUITMENT_LIMITS.firstPickerYear}-01-01`;
const FOCUSABLE = 'input:not([disabled]), select:not([disabled])';

type AnyT = (key: string, options?: TOptions) => string;

/**
 * The quick application (`POST join-submissions`): the shared schema checks the fields as they
 * are left and on submit, the browser checks the PDF's type and size, and the server's answer
 * lands on the fields (file codes on the file). What was typed stays until it is sent.
 */
export const QuickApplyForm = observer(function QuickApplyForm({
  store,
  locale,
}: {
  store: QuickApplyStore;
  locale: Locale;
}) {
  const { t } = useTranslation('recruitment');
  const text = t as unknown as AnyT;
  // The day the age is checked on: Vietnam's, as the API's.
  const [today] = useState(() => formatDate(new Date(), 'yyyy-mm-dd'));
  const [schema] = useState(() => joinSubmissionSchema(today));
  const form = useSchemaForm(schema, EMPTY as unknown as z.input<typeof schema>);
  const values = form.getValues() as unknown as ApplyValues;
  const [file, setFile] = useState<File | null>(null);
  const [fileCode, setFileCode] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    void store.loadPositions(locale);
  }, [store, locale]);

  // Opened from a posting: its position, unless the candidate already chose one.
  const presetPosition = store.context.positionId;
  useEffect(() => {
    if (presetPosition !== undefined && form.getValues().position_id === '')
      form.setFieldValue('position_id', String(presetPosition) as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the context changes
  }, [presetPosition]);

  const errorText = (code: unknown, server?: ApplyError): string | undefined => {
    if (code === undefined || code === null || code === '') return undefined;
    const key = String(code);
    return (
      text(`jobs.apply.errors.${key}`, { defaultValue: '' }) ||
      (server?.code === key ? server.message : undefined) ||
      text('jobs.apply.errors.failed')
    );
  };
  const fieldError = (field: QuickApplyField) =>
    errorText(form.errors[field], store.fieldErrors[field]);

  const bind = (field: Exclude<QuickApplyField, 'cv_file'>, label: string) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: unknown) => {
        store.clearError(field);
        (props.onChange as (v: unknown) => void)(value);
      },
      error: fieldError(field),
      label,
      withAsterisk: true,
    };
  };

  const focusFirst = (fields: string[]) => {
    const first = QUICK_APPLY_FIELDS.find((field) => fields.includes(field));
    if (!first) return;
    const node =
      first === 'cv_file' ? fileInput.current : (form.getInputNode?.(first) as HTMLElement | null);
    const target = node?.matches(FOCUSABLE) ? node : node?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  };

  // The schema checks the age only once every field is valid; the candidate learns it on leaving the date.
  const dateProps = form.getInputProps('date_of_birth');
  const handleBirthDateBlur = (event: FocusEvent<HTMLInputElement>) => {
    (dateProps.onBlur as ((e: FocusEvent<HTMLInputElement>) => void) | undefined)?.(event);
    const problem = joinSubmissionAgeProblem(event.currentTarget.value, today);
    if (problem) form.setFieldError('date_of_birth', problem);
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    store.clearError('cv_file');
    setFileCode(chosen ? cvFileProblem(chosen) : undefined);
  };

  const handleSubmit = form.onSubmit(
    async (raw) => {
      const problem = cvFileProblem(file);
      setFileCode(problem);
      if (problem || !file) {
        focusFirst(['cv_file']);
        return;
      }
      const parsed = schema.parse(raw);
      const outcome = await store.submit(
        {
          name: parsed.name,
          date_of_birth: parsed.date_of_birth,
          email: parsed.email,
          phone: parsed.phone,
          gender: parsed.gender,
          hometown: parsed.hometown,
          position_id: parsed.position_id,
        },
        file,
      );
      if (outcome === 'success') {
        setSentTo(parsed.email);
        return;
      }
      if (outcome !== 'invalid') return;
      const codes: Record<string, string> = {};
      for (const [field, error] of Object.entries(store.fieldErrors)) {
        if (field === 'cv_file') setFileCode(error.code);
        else codes[field] = error.code;
      }
      form.setErrors(codes);
      focusFirst(Object.keys(store.fieldErrors));
    },
    (errors) => {
      const problem = cvFileProblem(file);
      setFileCode(problem);
      focusFirst([...Object.keys(errors), ...(problem ? ['cv_file'] : [])]);
    },
  );

  const handleAgain = () => {
    form.reset();
    setFile(null);
    setFileCode(undefined);
    if (fileInput.current) fileInput.current.value = '';
    store.reset();
  };

  if (store.outcome === 'success') {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={32} aria-hidden className={classes.success} />
          <Title order={3} size="h4">
            {t('jobs.apply.success.title')}
          </Title>
        </Group>
        <Text>{t('jobs.apply.success.text', { email: sentTo })}</Text>
        <Group>
          <Button onClick={handleAgain} variant="default">
            {t('jobs.apply.success.again')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const positions = store.positions.value ?? [];
  const fileError = errorText(fileCode, store.fieldErrors.cv_file);
  const fileErrorId = 'quick-apply-file-error';

  return (
    <form onSubmit={handleSubmit} noValidate aria-describedby="quick-apply-intro">
      <Stack gap="md">
        <Text size="sm" id="quick-apply-intro">
          {t('jobs.apply.intro')}
        </Text>
        {store.context.jobTitle && (
          <Text size="sm" fw={600}>
            {t('jobs.apply.forJob', { title: store.context.jobTitle })}
          </Text>
        )}
        {store.formError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(store.formError.code, store.formError)}
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...bind('name', t('jobs.apply.name'))}
              autoComplete="name"
              maxLength={100}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...bind('date_of_birth', t('jobs.apply.dateOfBirth'))}
              onBlur={handleBirthDateBlur}
              type="date"
              min={MIN_DATE}
              max={today}
              autoComplete="bday"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...bind('email', t('jobs.apply.email'))}
              type="email"
              autoComplete="email"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...bind('phone', t('jobs.apply.phone'))} type="tel" autoComplete="tel" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Radio.Group {...bind('gender', t('jobs.apply.gender'))}>
              <Group mt="xs" gap="md">
                {RECRUITMENT_GENDERS.map((gender) => (
                  <Radio key={gender} value={gender} label={t(`jobs.apply.genders.${gender}`)} />
                ))}
              </Group>
            </Radio.Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...bind('hometown', t('jobs.apply.hometown'))} maxLength={100} />
          </Grid.Col>
          <Grid.Col span={12}>
            <NativeSelect
              {...bind('position_id', t('jobs.apply.position'))}
              onChange={(event) => {
                store.clearError('position_id');
                form.setFieldValue('position_id', event.currentTarget.value as never);
              }}
              value={values.position_id}
              data={[
                {
                  value: '',
                  label: store.positions.isLoading
                    ? t('jobs.apply.positionsLoading')
                    : t('jobs.apply.positionPlaceholder'),
                },
                ...positions.map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Input.Wrapper
              label={t('jobs.apply.cvFile')}
              withAsterisk
              error={fileError}
              labelProps={{ htmlFor: 'quick-apply-file' }}
              errorProps={{ id: fileErrorId }}
            >
              <input
                ref={fileInput}
                id="quick-apply-file"
                name="cv_file"
                type="file"
                accept="application/pdf,.pdf"
                className={classes.file}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? fileErrorId : undefined}
                required
                onChange={handleFile}
              />
            </Input.Wrapper>
          </Grid.Col>
        </Grid>
        {store.submitting && (
          <Stack gap={4}>
            <Progress
              value={Math.round(store.progress * 100)}
              aria-label={t('jobs.apply.progress', { percent: Math.round(store.progress * 100) })}
              animated
            />
            <Text size="xs" role="status">
              {t('jobs.apply.progress', { percent: Math.round(store.progress * 100) })}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={store.submitting}>
            {t('jobs.apply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});
