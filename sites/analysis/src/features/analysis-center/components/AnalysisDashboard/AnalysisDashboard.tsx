import type { ReactNode } from 'react';
import { Card, Grid, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { IntroPage } from '@brokerage/shared/app/components/IntroPage/IntroPage.tsx';
import type { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { CenterIntroBlocks } from '../CenterIntro/CenterIntro';
import { DemoDataNote } from '../../../../lib/components/DemoDataNote/DemoDataNote';
import { SubPageGrid } from '../SubPageGrid/SubPageGrid';

interface AnalysisDashboardProps {
  /** The intro content (`pages/static/analysis-center`). */
  store: StaticPageStore;
  locale: Locale;
  /** A valid `stock_symbol` from the URL, or null. */
  symbol: string | null;
  /** The company search (ticker or name). */
  search: ReactNode;
  /** The live market block (indices, breadth, top lists). */
  market: ReactNode;
}

/** `trung-tam-phan-tich`: intro, search, the live market, the sub-page grid and the demo-data note. */
export function AnalysisDashboard({
  store,
  locale,
  symbol,
  search,
  market,
}: AnalysisDashboardProps) {
  const { t } = useTranslation('analysis');
  return (
    <IntroPage
      store={store}
      locale={locale}
      layout="main"
      pending={{ title: t('center.title'), label: t('center.loading') }}
    >
      {(intro) => (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Card withBorder padding="lg" h="100%">
                <Title order={2} size="h4" mb="sm">
                  {t('market.search.heading')}
                </Title>
                {search}
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <DemoDataNote />
            </Grid.Col>
          </Grid>
          {market}
          <SubPageGrid symbol={symbol} />
          {intro && <CenterIntroBlocks intro={intro} />}
        </>
      )}
    </IntroPage>
  );
}
