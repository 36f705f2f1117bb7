import { NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  FIXED_TAB_IDS,
  type BoardTab,
  type FixedTabId,
} from '@brokerage/shared/market/boardTabs.ts';
import type { BoardSector } from '../../stores/PriceBoardStore';
import classes from './BoardTabs.module.css';

const TAB_TEXT: Record<
  FixedTabId,
  'hose' | 'vn30' | 'hnx' | 'hnx30' | 'upcom' | 'cw' | 'putThrough' | 'heatmap'
> = {
  hose: 'hose',
  vn30: 'vn30',
  hnx: 'hnx',
  hnx30: 'hnx30',
  upcom: 'upcom',
  cw: 'cw',
  'put-through': 'putThrough',
  heatmap: 'heatmap',
};

/** The board's address with a tab (HOSE's has none). */
export function boardPath(locale: Locale, tab: string): string {
  return buildPath('analysisCenter', locale, {
    subPage: 'priceBoard',
    query: tab === 'hose' ? undefined : { tab },
  });
}

interface BoardTabsProps {
  /** The `tab` value shown. */
  current: string;
  tab: BoardTab | null;
  sectors: readonly BoardSector[];
  /** A logged-in customer's lists, each a tab by its name. */
  lists: readonly { id: number; name: string }[];
  locale: Locale;
}

/**
 * The board's groups as links (each tab is an address: shared, bookmarked, opened in a new
 * browser tab), and the sectors in a list that opens the one chosen.
 */
export function BoardTabs({ current, tab, sectors, lists, locale }: BoardTabsProps) {
  const { t } = useTranslation('analysis');
  const navigate = useNavigate();
  const sector = tab?.kind === 'sector' ? tab.icbCode : '';
  return (
    <div className={classes.bar}>
      <nav aria-label={t('priceBoard.tabs.label')} className={classes.nav}>
        <ul className={classes.list}>
          {FIXED_TAB_IDS.map((id) => (
            <li key={id}>
              <Link
                href={boardPath(locale, id)}
                className={classes.tab}
                aria-current={current === id ? 'page' : undefined}
                data-testid={`board-tab-${id}`}
              >
                {t(`priceBoard.tabs.${TAB_TEXT[id]}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href={boardPath(locale, 'watchlist')}
              className={classes.tab}
              aria-current={current === 'watchlist' ? 'page' : undefined}
              data-testid="board-tab-watchlist"
            >
              {t('priceBoard.tabs.watchlist')}
            </Link>
          </li>
          {lists.map((list) => (
            <li key={list.id}>
              <Link
                href={boardPath(locale, `watchlist-${list.id}`)}
                className={classes.tab}
                aria-current={current === `watchlist-${list.id}` ? 'page' : undefined}
                data-testid={`board-tab-watchlist-${list.id}`}
              >
                {list.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <NativeSelect
        className={classes.sector}
        size="sm"
        label={t('priceBoard.tabs.sector')}
        value={sector}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (code) void navigate(boardPath(locale, `sector-${code}`));
        }}
        data={[
          { value: '', label: t('priceBoard.tabs.sectorPlaceholder') },
          ...sectors.map((item) => ({
            value: item.icbCode,
            label: t('priceBoard.tabs.sectorOption', { name: item.name, count: item.count }),
          })),
        ]}
        data-testid="board-sector"
      />
    </div>
  );
}
