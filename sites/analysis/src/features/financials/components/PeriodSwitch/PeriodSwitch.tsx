import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import { PERIODS } from '../../model/layouts';

interface PeriodSwitchProps {
  value: FundamentalPeriod;
  onChange: (period: FundamentalPeriod) => void;
}

/** Years or quarters, for the charts, the statements and the ratios alike. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  const { t } = useTranslation('analysis');
  const labelId = useId();
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Text id={labelId} size="sm" fw={600}>
        {t('financials.period.label')}
      </Text>
      {/* The control's root is the radiogroup: it takes the label. */}
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next === 'quarter' ? 'quarter' : 'year')}
        data={PERIODS.map((period) => ({ value: period, label: t(`financials.period.${period}`) }))}
      />
      <Text size="sm" c="dimmed">
        {value === 'quarter' ? t('financials.period.noteQuarter') : t('financials.period.noteYear')}
      </Text>
    </Group>
  );
}
