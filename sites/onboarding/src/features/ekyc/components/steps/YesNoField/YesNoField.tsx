import { Group, Radio } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

interface YesNoFieldProps {
  label: string;
  value: boolean | null;
  onChange(value: boolean): void;
  error?: string;
  /** The form's path, so a failed submit can focus the group (`data-path`). */
  path: string;
}

/** A question answered yes or no (the margin and derivative choices, the US declarations). */
export function YesNoField({ label, value, onChange, error, path }: YesNoFieldProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Radio.Group
      label={label}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
      error={error}
      withAsterisk
      data-path={path}
    >
      <Group mt="xs" gap="lg">
        <Radio value="yes" label={t('ekyc.registration.yes')} />
        <Radio value="no" label={t('ekyc.registration.no')} />
      </Group>
    </Radio.Group>
  );
}
