import { useEffect } from 'react';
import { Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n';
import type { Locale } from '@brokerage/shared/routing';
import { ErrorPage, PageHead, RichContent, useLayout } from '@brokerage/shared/ui';
import type { AnalysisCenterStore } from '../../stores/AnalysisCenterStore';
import { CenterIntroBlocks } from '../CenterIntro/CenterIntro';
import { DemoDataNote } from '../DemoDataNote/DemoDataNote';
import { SubPageGrid } from '../SubPageGrid/SubPageGrid';
import { SymbolSearch } from '../SymbolSearch/SymbolSearch';
import classes from './AnalysisDashboard.module.css';

interface AnalysisDashboardProps {
  store: AnalysisCenterStore;
  locale: Locale;
  /** A valid `stock_symbol` from the URL, or null. */
  symbol: string | null;
  onSearch: (symbol: string) => void;
}

/** `trung-tam-phan-tich`: intro, symbol search, the sub-page grid and the demo-data note. */
export const AnalysisDashboard = observer(function AnalysisDashboard({
  store,
  locale,
  symbol,
  onSearch,
}: AnalysisDashboardProps) {
  useLayout('main');
  const { t } = useTranslation('analysis');

  useEffect(() => {
    void store.load(locale);
    return () => store.cancel();
  }, [store, locale]);

  if (store.failure) return <ErrorPage status={store.failure === 'maintenance' ? 503 : 500} />;
  const intro = store.locale === locale ? store.intro : null;

  return (
    <Container size="xl" py="xl">
      {intro ? (
        <PageHead
          title={intro.title}
          description={intro.summary}
          seo={intro.seo}
          og={intro.og}
          templateCode={intro.templateCode}
        />
      ) : (
        <PageHead title={t('center.title')} trackView={false} />
      )}
      <Stack gap="xl">
        {intro ? (
          <Stack gap="xs">
            <Title order={1}>{intro.title}</Title>
            {intro.summary && (
              <Text size="lg" className={classes.muted}>
                {intro.summary}
              </Text>
            )}
            {intro.content && <RichContent html={intro.content} />}
          </Stack>
        ) : (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('center.loading')}>
            <Skeleton height={36} width={320} maw="100%" />
            <Skeleton height={20} width="70%" />
          </Stack>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="lg" h="100%">
              <Title order={2} size="h4" mb="sm">
                {t('center.search.heading')}
              </Title>
              {/* Remount on a URL change (back/forward) so the box shows the symbol in the URL. */}
              <SymbolSearch key={symbol ?? ''} initialSymbol={symbol} onSearch={onSearch} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <DemoDataNote />
          </Grid.Col>
        </Grid>
        <SubPageGrid symbol={symbol} />
        {intro && <CenterIntroBlocks intro={intro} />}
      </Stack>
    </Container>
  );
});
