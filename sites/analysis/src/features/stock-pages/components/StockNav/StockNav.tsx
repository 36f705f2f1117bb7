import { Group } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { AnalysisSubPageId } from '@brokerage/shared/routing/routes.ts';
import classes from './StockNav.module.css';

/** The stock pages this feature and the technical-analysis page serve, in the nav's order. */
export const STOCK_NAV_PAGES = [
  'stockInformation',
  'transactionHistory',
  'technicalAnalytic',
] as const satisfies readonly AnalysisSubPageId[];

interface StockNavProps {
  symbol: string;
  current: AnalysisSubPageId;
}

/** Links between the stock's pages, keeping `stock_symbol`. */
export function StockNav({ symbol, current }: StockNavProps) {
  const { t } = useTranslation('analysis');
  return (
    <nav aria-label={t('stock.nav', { symbol })}>
      <Group component="ul" gap={4} m={0} p={0} className={classes.list}>
        {STOCK_NAV_PAGES.map((id) => (
          <li key={id}>
            <Link
              route="analysisCenter"
              options={{ subPage: id, query: { stock_symbol: symbol } }}
              className={classes.link}
              aria-current={id === current ? 'page' : undefined}
            >
              {t(`center.subPages.${id}.title`)}
            </Link>
          </li>
        ))}
      </Group>
    </nav>
  );
}
