import { Anchor, Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { BondProduct } from '@brokerage/shared/validation/bonds.ts';
import { couponText, formatBps, formatCount, formatDay, formatVnd } from '../../lib/format';
import type { BondRegistrationStore } from '../../stores/BondRegistrationStore';
import { IssueAlert } from '../IssueAlert/IssueAlert';
import classes from './ProductList.module.css';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ProductCard({ product, locale }: { product: BondProduct; locale: Locale }) {
  const { t } = useTranslation('onboarding');
  const soldOut = product.remainingQuantity === 0;
  const headingId = `bond-${product.code}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {product.code}
          </Title>
          <Text size="sm">{product.name}</Text>
        </div>
        <Group gap="xs">
          <Badge variant="light" radius="sm" tt="none">
            {t(`bonds.productType.${product.productType}`)}
          </Badge>
          {product.professionalOnly && (
            <Badge variant="filled" radius="sm" tt="none">
              {t('bonds.list.professionalOnly')}
            </Badge>
          )}
        </Group>
        <dl className={classes.facts}>
          <Fact label={t('bonds.product.issuer')} value={product.issuer} />
          <Fact
            label={t('bonds.product.coupon')}
            value={couponText(product.coupon, locale, {
              fixed: (rate) => t('bonds.product.couponFixed', { rate }),
              floating: (reference, margin) => t('bonds.product.couponFloating', { reference, margin }),
            })}
          />
          <Fact label={t('bonds.product.maturity')} value={formatDay(product.maturityDate)} />
          <Fact label={t('bonds.product.buyPrice')} value={formatVnd(product.today.buyPriceVnd, locale)} />
          <Fact label={t('bonds.product.yield')} value={formatBps(product.buyYieldBps, locale)} />
          <Fact
            label={t('bonds.product.minimum')}
            value={t('bonds.product.bonds', { count: product.minQuantity, value: formatCount(product.minQuantity, locale) })}
          />
          <Fact
            label={t('bonds.product.remaining')}
            value={
              soldOut
                ? t('bonds.list.soldOut')
                : t('bonds.product.bonds', {
                    count: product.remainingQuantity,
                    value: formatCount(product.remainingQuantity, locale),
                  })
            }
          />
        </dl>
        <Group mt="auto" justify="space-between">
          {product.pageUrl ? (
            <Anchor href={product.pageUrl} size="sm">
              {t('bonds.list.details')}{' '}
              <span className={classes.hidden}>{product.code}</span>
            </Anchor>
          ) : (
            <span />
          )}
          {soldOut ? (
            <Badge variant="default" radius="sm" tt="none" size="lg">
              {t('bonds.list.soldOut')}
            </Badge>
          ) : (
            <Button
              component={Link}
              to={buildPath('registerBondTrading', locale, { query: { code: product.code } })}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={t('bonds.list.registerFor', { code: product.code })}
            >
              {t('bonds.list.register')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** `dang-ky-giao-dich`: the products on offer today, each opening the order step. */
export const ProductList = observer(function ProductList({
  store,
  locale,
}: {
  store: BondRegistrationStore;
  locale: Locale;
}) {
  const { t } = useTranslation('onboarding');
  if (store.productsLoading && store.products.length === 0) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('bonds.loading')} />
      </Center>
    );
  }
  if (store.productsError) {
    return (
      <IssueAlert issue={store.productsError}>
        <Button variant="light" mt="sm" onClick={() => void store.loadProducts()}>
          {t('bonds.retry')}
        </Button>
      </IssueAlert>
    );
  }
  if (store.products.length === 0) return <Text>{t('bonds.list.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {store.products.map((product) => (
        <ProductCard key={product.code} product={product} locale={locale} />
      ))}
    </SimpleGrid>
  );
});
