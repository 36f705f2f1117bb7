import type { FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { rangeField, SCREENER_RANGES } from '@brokerage/shared/validation/screenerApi.ts';
import type {
  BoundError,
  ScreenerFilterValues,
  ScreenerRange,
  ScreenerRangeField,
} from '../../model/screenerFilter';
import type { ScreenerStore } from '../../stores/ScreenerStore';
import classes from './ScreenerForm.module.css';

interface ScreenerFormProps {
  store: ScreenerStore;
  locale: Locale;
  /** A filter the form has checked: the page puts it in the URL. */
  onApply: (filter: ScreenerFilterValues) => void;
}

/** Negative values make sense for these only (a loss, a fall). */
const SIGNED: ReadonlySet<ScreenerRange> = new Set(['roe', 'growth']);

/**
 * The screener's criteria: exchanges and sectors (several of each), and a minimum and a maximum
 * for each figure, with the API's checks shown on the field as the user types (a minimum above
 * its maximum on the maximum) and the API's own refusals on their fields too.
 */
export const ScreenerForm = observer(function ScreenerForm({
  store,
  locale,
  onApply,
}: ScreenerFormProps) {
  const { t } = useTranslation('analysis');
  const options = store.options.value;
  const { errors } = store.check;
  const number = (n: number) => formatNumber(n, locale);

  const message = (error: BoundError | undefined): string | undefined => {
    switch (error?.kind) {
      case undefined:
        return undefined;
      case 'notNumber':
        return t('screener.errors.notNumber');
      case 'tooSmall':
        return t('screener.errors.tooSmall', { limit: number(error.limit) });
      case 'tooBig':
        return t('screener.errors.tooBig', { limit: number(error.limit) });
      case 'minAboveMax':
        return t('screener.errors.minAboveMax', { min: number(error.min) });
    }
  };
  /** The form's own message first; else the API's for that field (`exchange.0` is `exchange`). */
  const serverMessage = (field: string) =>
    Object.entries(store.serverErrors).find(([name]) => name.split('.')[0] === field)?.[1];
  const fieldError = (field: ScreenerRangeField) => message(errors[field]) ?? serverMessage(field);
  // The API's refusals that no field of the form shows (sort, order, limit).
  const shownFields = new Set(['exchange', 'icb_code', ...Object.keys(store.draft.ranges)]);
  const otherRefusals = Object.entries(store.serverErrors).filter(
    ([name]) => !shownFields.has(name.split('.')[0]!),
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filter = store.submit();
    if (filter) onApply(filter);
  };
  const handleReset = () => onApply(store.reset());

  const separators =
    locale === 'vi'
      ? { decimalSeparator: ',', thousandSeparator: '.', allowedDecimalSeparators: [','] }
      : { decimalSeparator: '.', thousandSeparator: ',', allowedDecimalSeparators: ['.'] };

  const bound = (range: ScreenerRange, which: 'min' | 'max') => {
    const field = rangeField(range, which);
    const name = t(`screener.form.ranges.${range}.label`);
    return (
      <NumberInput
        key={field}
        name={field}
        label={
          <>
            <span aria-hidden="true">{t(`screener.form.${which}`)}</span>
            <VisuallyHidden>
              {t(which === 'min' ? 'screener.form.minOf' : 'screener.form.maxOf', { field: name })}
            </VisuallyHidden>
          </>
        }
        value={store.draft.ranges[field]}
        onChange={(value) => store.setBound(field, value)}
        error={fieldError(field)}
        allowNegative={SIGNED.has(range)}
        clampBehavior="none"
        hideControls
        inputMode="decimal"
        autoComplete="off"
        {...separators}
      />
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="screener-filters">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="screener-filters">
            {t('screener.form.heading')}
          </Title>
          {store.options.failure && (
            <Alert color="red" variant="light">
              {t('screener.form.optionsFailed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              label={t('screener.form.exchange')}
              placeholder={
                store.draft.exchanges.length === 0
                  ? t('screener.form.exchangePlaceholder')
                  : undefined
              }
              data={(options?.exchanges ?? []).map((e) => ({
                value: e.exchange,
                label: e.exchange,
              }))}
              value={store.draft.exchanges}
              onChange={store.setExchanges}
              error={serverMessage('exchange')}
              clearable
            />
            <MultiSelect
              label={t('screener.form.sector')}
              placeholder={
                store.draft.sectors.length === 0 ? t('screener.form.sectorPlaceholder') : undefined
              }
              data={(options?.sectors ?? []).map((s) => ({
                value: s.icbCode,
                label: t('screener.form.sectorOption', { name: s.name, count: s.count }),
              }))}
              value={store.draft.sectors}
              onChange={store.setSectors}
              error={serverMessage('icb_code')}
              nothingFoundMessage={t('screener.form.noSector')}
              searchable
              clearable
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {SCREENER_RANGES.map((range) => (
              <Fieldset
                key={range}
                variant="unstyled"
                className={classes.range}
                legend={`${t(`screener.form.ranges.${range}.label`)} (${t(`screener.form.ranges.${range}.unit`)})`}
              >
                <div className={classes.bounds}>
                  {bound(range, 'min')}
                  {bound(range, 'max')}
                </div>
                {range === 'growth' && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('screener.form.growthHint')}
                  </Text>
                )}
              </Fieldset>
            ))}
          </SimpleGrid>
          {otherRefusals.length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {otherRefusals
                .map(([, text]) => t('screener.errors.request', { message: text }))
                .join(' ')}
            </Alert>
          )}
          <Group gap="sm" wrap="wrap">
            <Button type="submit" leftSection={<IconFilter size={18} aria-hidden="true" />}>
              {t('screener.form.apply')}
            </Button>
            <Button type="button" variant="default" onClick={handleReset}>
              {t('screener.form.reset')}
            </Button>
            {store.refused && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {t('screener.form.invalid')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
});
