import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { BondProduct } from '@brokerage/shared/validation/bonds.ts';
import { couponText, formatBps, formatCount, formatDay, formatVnd } from '../../lib/format';

/** The product an order is for: what it is and today's terms. */
export function ProductSummary({ product, locale }: { product: BondProduct; locale: Locale }) {
  const { t } = useTranslation('onboarding');
  const { coupon } = product;
  const facts: Array<[string, string]> = [
    [t('bonds.product.issuer'), product.issuer],
    [t('bonds.product.type'), t(`bonds.productType.${product.productType}`)],
    [
      t('bonds.product.coupon'),
      couponText(coupon, locale, {
        fixed: (rate) => t('bonds.product.couponFixed', { rate }),
        floating: (reference, margin) => t('bonds.product.couponFloating', { reference, margin }),
      }),
    ],
    [t('bonds.product.frequency'), t('bonds.product.everyMonths', { months: coupon.frequencyMonths })],
    [t('bonds.product.issueDate'), formatDay(product.issueDate)],
    [t('bonds.product.maturity'), formatDay(product.maturityDate)],
    [t('bonds.product.faceValue'), formatVnd(product.faceValueVnd, locale)],
    [t('bonds.product.buyPrice'), formatVnd(product.today.buyPriceVnd, locale)],
    [t('bonds.product.sellPrice'), formatVnd(product.today.sellPriceVnd, locale)],
    [t('bonds.product.yield'), formatBps(product.buyYieldBps, locale)],
    [t('bonds.product.fee'), formatBps(product.feeBps, locale)],
    [
      t('bonds.product.minimum'),
      t('bonds.product.bonds', { count: product.minQuantity, value: formatCount(product.minQuantity, locale) }),
    ],
    [
      t('bonds.product.remaining'),
      product.remainingQuantity === 0
        ? t('bonds.list.soldOut')
        : t('bonds.product.bonds', {
            count: product.remainingQuantity,
            value: formatCount(product.remainingQuantity, locale),
          }),
    ],
  ];
  if (coupon.kind === 'floating') {
    facts.splice(3, 0, [
      t('bonds.product.firstRate'),
      t('bonds.product.firstRateValue', {
        rate: formatBps(coupon.firstRateBps, locale),
        periods: coupon.fixedPeriods,
      }),
    ]);
  }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="bond-product-heading">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h3" id="bond-product-heading">
            {product.code}
          </Title>
          <Text size="sm">{product.name}</Text>
        </div>
        {product.professionalOnly && (
          <Badge variant="filled" radius="sm" tt="none">
            {t('bonds.list.professionalOnly')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} size="sm">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
