import { Group, Input, NativeSelect } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` from its parts, '' until all three are chosen. */
export const joinDate = (year: string, month: string, day: string) =>
  year && month && day ? `${year}-${month}-${day}` : '';

/**
 * Date of birth as day, month and year lists (spec §9: years 1940 to the current year): three
 * native selects work with any keyboard and screen reader, at 360 px too.
 */
export function BirthDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation('recruitment');
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - RECRUITMENT_LIMITS.firstPickerYear + 1 }, (_, i) =>
    String(thisYear - i),
  );
  const option = (placeholder: string, values: string[]) => [
    { value: '', label: placeholder },
    ...values.map((v) => ({ value: v, label: v })),
  ];
  const set = (part: 'year' | 'month' | 'day', next: string) => {
    const parts = { year, month, day, [part]: next };
    // A half-chosen date stays on screen; the form gets it once it is whole (or emptied).
    onChange(
      joinDate(parts.year, parts.month, parts.day) ||
        (parts.year || parts.month || parts.day ? `${parts.year}-${parts.month}-${parts.day}` : ''),
    );
  };
  return (
    <Input.Wrapper
      label={t('account.fields.dateOfBirth')}
      error={error}
      component="fieldset"
      styles={{ root: { border: 0, padding: 0, margin: 0 } }}
    >
      <Group gap="xs" wrap="nowrap" mt={4}>
        <NativeSelect
          aria-label={t('account.profile.day')}
          value={day}
          onChange={(e) => set('day', e.currentTarget.value)}
          data={option(
            t('account.profile.dayPlaceholder'),
            Array.from({ length: 31 }, (_, i) => pad(i + 1)),
          )}
          error={Boolean(error)}
        />
        <NativeSelect
          aria-label={t('account.profile.month')}
          value={month}
          onChange={(e) => set('month', e.currentTarget.value)}
          data={option(
            t('account.profile.monthPlaceholder'),
            Array.from({ length: 12 }, (_, i) => pad(i + 1)),
          )}
          error={Boolean(error)}
        />
        <NativeSelect
          aria-label={t('account.profile.year')}
          value={year}
          onChange={(e) => set('year', e.currentTarget.value)}
          data={option(t('account.profile.yearPlaceholder'), years)}
          error={Boolean(error)}
        />
      </Group>
    </Input.Wrapper>
  );
}
