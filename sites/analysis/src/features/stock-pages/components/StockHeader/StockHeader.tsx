import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { AnalysisSubPageId, Locale } from '@brokerage/shared/routing/routes.ts';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import type { StockStore } from '../../stores/StockStore';
import { QuoteHeader } from '../QuoteHeader/QuoteHeader';
import { StockNav } from '../StockNav/StockNav';
import classes from './StockHeader.module.css';

interface StockHeaderProps {
  store: StockStore;
  symbol: string;
  subPage: AnalysisSubPageId;
  locale: Locale;
}

/** The stock pages' head: company, live quote with its freshness, price unit, page links. */
export const StockHeader = observer(function StockHeader({
  store,
  symbol,
  subPage,
  locale,
}: StockHeaderProps) {
  const { t } = useTranslation('analysis');
  const profile = store.shows(symbol);
  const quote = store.quote(symbol);
  if (!profile || !quote) return null;
  const { company } = profile;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {company.stockSymbol}{' '}
            <Text component="span" inherit fw={400}>
              — {company.name}
            </Text>
          </Title>
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {t('stock.exchange', { exchange: company.exchange })}
            </Badge>
            <Text size="sm">{company.sector}</Text>
          </Group>
        </Stack>
        <LiveStatus
          board={store.board}
          locale={locale}
          sessionDate={profile.indicators.sessionDate}
        />
      </Group>
      <Card withBorder padding="md" component="section" aria-label={t('stock.quote.heading')}>
        <Stack gap="xs">
          <QuoteHeader quote={quote} locale={locale} />
          <Text size="xs" className={classes.note}>
            {t('market.priceUnit')}
            {!quote.live &&
              ` ${t('stock.quote.lastSession', { date: formatDate(profile.indicators.sessionDate) })}`}
          </Text>
        </Stack>
      </Card>
      <StockNav symbol={symbol} current={subPage} />
    </Stack>
  );
});
