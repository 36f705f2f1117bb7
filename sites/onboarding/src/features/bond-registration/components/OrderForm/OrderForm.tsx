import { Alert, Button, Card, Grid, Group, NativeSelect, NumberInput, Radio, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useBondText } from '../../hooks/useBondText';
import { formatCount, formatDay } from '../../lib/format';
import type { BondRegistrationStore, OrderField } from '../../stores/BondRegistrationStore';
import { FiguresPanel } from '../FiguresPanel/FiguresPanel';

interface OrderFormProps {
  store: BondRegistrationStore;
  locale: Locale;
  /** The order is good: go to the customer step. */
  onContinue: () => void;
}

/**
 * The trading order (step 1): side, holding, quantity, registration date and the sale, priced
 * live with the shared calculation as the customer types. Problems show on their fields.
 */
export const OrderForm = observer(function OrderForm({ store, locale, onContinue }: OrderFormProps) {
  const { t } = useTranslation('onboarding');
  const text = useBondText();
  const product = store.product;
  if (!product) return null;
  const issue = (field: OrderField) => text(store.orderIssue(field), field);
  const quote = store.quote;
  const separators =
    locale === 'vi' ? { thousandSeparator: '.', decimalSeparator: ',' } : { thousandSeparator: ',', decimalSeparator: '.' };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (store.submitOrder()) {
      onContinue();
      return;
    }
    // The first field with a message takes the focus.
    const first = store.orderErrors[0]?.field;
    if (first) document.getElementById(`bond-${first}`)?.focus();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="bond-order-heading">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="lg" component="section" aria-labelledby="bond-order-heading">
            <Stack gap="md">
              <Title order={2} size="h3" id="bond-order-heading">
                {t('bonds.order.heading')}
              </Title>
              {store.soldOutNow && (
                <Alert color="orange" variant="light" role="status">
                  {t('bonds.order.soldOutBuy')}
                </Alert>
              )}
              <Radio.Group
                label={t('bonds.order.side')}
                value={store.side}
                onChange={(value) => store.setSide(value === 'sell' ? 'sell' : 'buy')}
                withAsterisk
              >
                <Group mt="xs">
                  <Radio value="buy" label={t('bonds.order.buy')} />
                  <Radio value="sell" label={t('bonds.order.sell')} />
                </Group>
              </Radio.Group>
              {store.side === 'buy' && (
                <Radio.Group
                  label={t('bonds.order.holding')}
                  value={store.holding}
                  onChange={(value) => store.setHolding(value === 'flexible' ? 'flexible' : 'maturity')}
                  withAsterisk
                >
                  <Stack mt="xs" gap="xs">
                    <Radio value="maturity" label={t('bonds.order.maturity')} />
                    <Radio value="flexible" label={t('bonds.order.flexible')} />
                  </Stack>
                </Radio.Group>
              )}
              <NumberInput
                id="bond-quantity"
                label={t('bonds.order.quantity')}
                description={
                  store.side === 'buy'
                    ? t('bonds.order.quantityHint', {
                        min: formatCount(product.minQuantity, locale),
                        remaining: formatCount(product.remainingQuantity, locale),
                      })
                    : t('bonds.order.quantityHintSell', { min: formatCount(product.minQuantity, locale) })
                }
                value={store.quantity}
                onChange={(value) => store.setQuantity(value)}
                allowDecimal={false}
                allowNegative={false}
                min={1}
                {...separators}
                inputMode="numeric"
                error={issue('quantity')}
                withAsterisk
              />
              <TextInput
                id="bond-registrationDate"
                type="date"
                label={t('bonds.order.registrationDate')}
                description={t('bonds.order.registrationDateHint', {
                  settlement: formatDay(store.settlement),
                })}
                value={store.registrationDate}
                min={product.today.date}
                max={product.maturityDate}
                onChange={(event) => store.setRegistrationDate(event.currentTarget.value)}
                error={issue('registrationDate')}
                withAsterisk
              />
              {store.isFlexible && (
                <>
                  <Radio.Group
                    label={t('bonds.order.saleMode')}
                    value={store.saleMode}
                    onChange={(value) => store.setSaleMode(value === 'date' ? 'date' : 'period')}
                  >
                    <Stack mt="xs" gap="xs">
                      <Radio value="period" label={t('bonds.order.byPeriod')} />
                      <Radio value="date" label={t('bonds.order.byDate')} />
                    </Stack>
                  </Radio.Group>
                  {store.saleMode === 'period' ? (
                    <NativeSelect
                      id="bond-saleDate"
                      label={t('bonds.order.period')}
                      description={
                        store.periodSaleDate
                          ? t('bonds.order.periodSaleDate', { date: formatDay(store.periodSaleDate) })
                          : undefined
                      }
                      value={store.periodMonths === null ? '' : String(store.periodMonths)}
                      onChange={(event) => {
                        const months = Number(event.currentTarget.value);
                        store.setPeriodMonths(Number.isFinite(months) && months > 0 ? months : null);
                      }}
                      data={[
                        { value: '', label: t('bonds.order.periodPick') },
                        ...store.periodOptions.map((months) => ({
                          value: String(months),
                          label: t('bonds.order.months', { count: months }),
                        })),
                      ]}
                      error={issue('saleDate')}
                      withAsterisk
                    />
                  ) : (
                    <TextInput
                      id="bond-saleDate"
                      type="date"
                      label={t('bonds.order.saleDate')}
                      value={store.saleDate}
                      min={store.settlement ?? product.today.date}
                      max={product.maturityDate}
                      onChange={(event) => store.setSaleDate(event.currentTarget.value)}
                      error={issue('saleDate')}
                      withAsterisk
                    />
                  )}
                </>
              )}
              <Group>
                <Button
                  type="submit"
                  disabled={store.soldOutNow}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  {t('bonds.order.continue')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {quote ? (
            <FiguresPanel
              figures={quote}
              side={store.side}
              holding={store.order.holding}
              quantity={store.order.quantity}
              coupon={product.coupon.kind}
              locale={locale}
            />
          ) : (
            <Card withBorder padding="lg" component="section" aria-labelledby="bond-figures-heading">
              <Title order={2} size="h3" id="bond-figures-heading">
                {t('bonds.figures.heading')}
              </Title>
              <Alert role="note" variant="light" mt="sm">
                {t('bonds.figures.incomplete')}
              </Alert>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </form>
  );
});
