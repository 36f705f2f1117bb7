import { Chip, Group } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { INTERVALS, IntervalSchema, type ChartInterval } from '../../model/intervals';
import { ControlGroup, type ControlProps } from '../ControlGroup/ControlGroup';

/** The seven bar sizes as one radio group (arrow keys move within it). */
export function IntervalSwitch({ value, onChange }: ControlProps<ChartInterval>) {
  const { t } = useTranslation('analysis');
  const handleChange = (next: string) => {
    const parsed = IntervalSchema.safeParse(next);
    if (parsed.success) onChange(parsed.data);
  };
  return (
    <ControlGroup legend={t('technical.interval.label')}>
      <Chip.Group multiple={false} value={value} onChange={handleChange}>
        <Group gap={6}>
          {INTERVALS.map((interval) => (
            <Chip key={interval} value={interval} type="radio" size="sm" name="technical-interval">
              {t(`technical.interval.options.${interval}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ControlGroup>
  );
}
