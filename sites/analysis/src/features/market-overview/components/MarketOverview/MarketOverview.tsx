import { useEffect } from 'react';
import { Alert, Anchor, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import type { MarketOverviewStore } from '../../stores/MarketOverviewStore';
import { IndexStrip } from '../IndexStrip/IndexStrip';
import { MarketBreadth } from '../MarketBreadth/MarketBreadth';
import { TopStocks } from '../TopStocks/TopStocks';
import { HeatmapWhenVisible } from '../SectorHeatmapPanel/HeatmapWhenVisible';

interface MarketOverviewProps {
  store: MarketOverviewStore;
  locale: Locale;
}

/**
 * The dashboard's market block: indices, breadth and liquidity, top lists and the sector heatmap;
 * live from the board.
 */
export const MarketOverview = observer(function MarketOverview({
  store,
  locale,
}: MarketOverviewProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load(lang), [store], store);
  // Every board row while the dashboard is open (the top lists need them all).
  useEffect(() => store.board.watchBoard(), [store]);

  return (
    <Stack component="section" aria-labelledby="market-indices" gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} id="market-indices">
            {t('market.indices.heading')}
          </Title>
          <Text size="xs">{t('market.priceUnit')}</Text>
        </Stack>
        <Group gap="md" wrap="wrap">
          <Anchor
            component={Link}
            href={buildPath('analysisCenter', locale, { subPage: 'priceBoard' })}
            fw={600}
            size="sm"
            data-testid="full-board-link"
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconTable size={16} aria-hidden />
              {t('market.indices.fullBoard')}
            </Group>
          </Anchor>
          <LiveStatus board={store.board} locale={locale} />
        </Group>
      </Group>
      {store.quotes.failure ? (
        <Alert color="red" variant="light">
          {t('market.indices.failed')}
        </Alert>
      ) : store.quotes.value === null ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('market.indices.loading')}</Text>
        </Group>
      ) : (
        <IndexStrip indices={store.indices} locale={locale} />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder padding="md" h="100%">
            <MarketBreadth indices={store.indices} share={store.share.value} locale={locale} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder padding="md" h="100%">
            <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
              <Title order={3} size="h5">
                {t('market.top.heading')}
              </Title>
              <LiveStatus board={store.board} locale={locale} compact />
            </Group>
            <TopStocks lists={store.top} ready={store.board.hasSnapshot} locale={locale} />
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="md" data-testid="dashboard-heatmap">
        <HeatmapWhenVisible board={store.board} locale={locale} />
      </Card>
    </Stack>
  );
});
