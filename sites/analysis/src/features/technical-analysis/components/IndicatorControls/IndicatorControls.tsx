import { useState } from 'react';
import { Checkbox, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import {
  INDICATOR_IDS,
  IndicatorSettingsSchema,
  type IndicatorId,
  type IndicatorSettings,
} from '../../model/indicators';
import { ControlGroup, type ControlProps } from '../ControlGroup/ControlGroup';
import classes from './IndicatorControls.module.css';

/** The numeric parameters of each indicator, with their bounds (those of the schema). */
const PARAMS = {
  volume: [],
  ma: [{ name: 'period', min: 2, max: 200, whole: true }],
  ema: [{ name: 'period', min: 2, max: 200, whole: true }],
  bollinger: [
    { name: 'period', min: 2, max: 200, whole: true },
    { name: 'deviation', min: 0.5, max: 5, whole: false },
  ],
  rsi: [{ name: 'period', min: 2, max: 100, whole: true }],
  macd: [
    { name: 'fast', min: 2, max: 100, whole: true },
    { name: 'slow', min: 2, max: 200, whole: true },
    { name: 'signal', min: 2, max: 100, whole: true },
  ],
} as const satisfies Record<
  IndicatorId,
  readonly { name: string; min: number; max: number; whole: boolean }[]
>;

type Draft = Record<string, number | string>;

const fieldKey = (id: IndicatorId, name: string) => `${id}.${name}`;

function draftOf(settings: IndicatorSettings): Draft {
  const draft: Draft = {};
  for (const id of INDICATOR_IDS)
    for (const param of PARAMS[id])
      draft[fieldKey(id, param.name)] = (settings[id] as unknown as Record<string, number>)[
        param.name
      ]!;
  return draft;
}

/**
 * A checkbox per indicator and its periods. What the visitor types stays in the field even when
 * it is out of range (the message says the range); the chart takes only valid settings.
 */
export function IndicatorControls({ value: settings, onChange }: ControlProps<IndicatorSettings>) {
  const { t } = useTranslation('analysis');
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const build = (nextDraft: Draft, enabled: Partial<Record<IndicatorId, boolean>> = {}) => {
    const fieldErrors: Record<string, string> = {};
    const next = structuredClone(settings) as unknown as Record<
      IndicatorId,
      Record<string, number | boolean>
    >;
    for (const id of INDICATOR_IDS) {
      const on = enabled[id] ?? settings[id].enabled;
      next[id]!.enabled = on;
      // An indicator that is off keeps its last valid periods: its fields are not shown.
      if (!on) continue;
      for (const param of PARAMS[id]) {
        const key = fieldKey(id, param.name);
        const value = nextDraft[key];
        const number = typeof value === 'number' ? value : Number.NaN;
        if (
          !Number.isFinite(number) ||
          number < param.min ||
          number > param.max ||
          (param.whole && !Number.isInteger(number))
        ) {
          fieldErrors[key] = t(
            param.whole ? 'technical.indicators.invalidWhole' : 'technical.indicators.invalidRange',
            {
              min: param.min,
              max: param.max,
            },
          );
        } else next[id]![param.name] = number;
      }
    }
    const parsed = IndicatorSettingsSchema.safeParse(next);
    if (!parsed.success && Object.keys(fieldErrors).length === 0)
      for (const issue of parsed.error.issues)
        if (issue.message === 'fastBelowSlow')
          fieldErrors[fieldKey('macd', 'fast')] = t('technical.indicators.fastBelowSlow');
    setErrors(fieldErrors);
    if (parsed.success && Object.keys(fieldErrors).length === 0) onChange(parsed.data);
  };

  const handleToggle = (id: IndicatorId, checked: boolean) => {
    // Switched off, its fields forget what was typed and show its periods in use next time.
    const valid = draftOf(settings);
    const nextDraft = checked
      ? draft
      : {
          ...draft,
          ...Object.fromEntries(
            PARAMS[id].map((p) => [fieldKey(id, p.name), valid[fieldKey(id, p.name)]!]),
          ),
        };
    setDraft(nextDraft);
    build(nextDraft, { [id]: checked });
  };
  const handleParam = (key: string, value: number | string) => {
    const nextDraft = { ...draft, [key]: value };
    setDraft(nextDraft);
    build(nextDraft);
  };

  return (
    <ControlGroup legend={t('technical.indicators.heading')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        {INDICATOR_IDS.map((id) => (
          <Stack key={id} gap={6} className={classes.item}>
            <Checkbox
              label={t(`technical.indicators.names.${id}`)}
              checked={settings[id].enabled}
              onChange={(event) => handleToggle(id, event.currentTarget.checked)}
            />
            {settings[id].enabled &&
              PARAMS[id].map((param) => {
                const key = fieldKey(id, param.name);
                return (
                  <NumberInput
                    key={key}
                    size="xs"
                    label={t('technical.indicators.paramLabel', {
                      param: t(`technical.indicators.${param.name}`),
                      indicator: t(
                        `technical.indicators.short.${id as Exclude<IndicatorId, 'volume'>}`,
                      ),
                    })}
                    value={draft[key]}
                    min={param.min}
                    max={param.max}
                    step={param.whole ? 1 : 0.5}
                    allowDecimal={!param.whole}
                    clampBehavior="none"
                    error={errors[key]}
                    onChange={(value) => handleParam(key, value)}
                  />
                );
              })}
          </Stack>
        ))}
      </SimpleGrid>
    </ControlGroup>
  );
}
