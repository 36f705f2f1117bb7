import { Anchor, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { PageBlock } from '@brokerage/shared/validation/content.ts';
import { ListStatus, type ListState } from '../../../../lib/content/ListStatus/ListStatus';
import { isHomeNewsType, type HomeNewsStore, type HomeNewsType } from '../../stores/HomeNewsStore';
import classes from './HomeNewsBlock.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

export interface HomeNewsBlockProps {
  /** The home page's news, news_disclosure and news_sgdck blocks; a tab for each one present. */
  blocks: readonly PageBlock[];
  store: HomeNewsStore;
  locale: Locale;
}

const HEADING_ID = 'home-news';

/** Where "see all" of a tab goes: the block's own link, else the list route of its type. */
function seeAllHref(block: PageBlock, type: HomeNewsType, locale: Locale): string | null {
  const link = block.items[0]?.link;
  if (link) return link;
  if (type === 'news_disclosure') return buildPath('disclosureNews', locale);
  if (type === 'news_sgdck') return buildPath('sgdckNews', locale);
  return null;
}

/** The home news block (spec §2): tabs among news, disclosures and exchange news, ten rows each. */
export const HomeNewsBlock = observer(function HomeNewsBlock({
  blocks,
  store,
  locale,
}: HomeNewsBlockProps) {
  const { t } = useTranslation('corporate');
  const tabs = blocks.flatMap((block) =>
    isHomeNewsType(block.type) ? [{ type: block.type, block }] : [],
  );
  const first = tabs[0]?.type ?? null;
  const active =
    store.active && tabs.some((tab) => tab.type === store.active) ? store.active : first;

  useLoad((locale) => active ? store.select(active, locale) : undefined, [store, active], store);

  if (!active) return null;
  return (
    <Stack component="section" aria-labelledby={HEADING_ID} gap="md">
      <Title order={2} id={HEADING_ID}>
        {t('homeBlocks.news.title')}
      </Title>
      <Tabs
        value={active}
        onChange={(value) => {
          if (value && isHomeNewsType(value)) store.show(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('homeBlocks.news.tabs')} className={classes.tabs}>
          {tabs.map(({ type, block }) => (
            <Tabs.Tab key={type} value={type}>
              {block.title ?? t(`homeBlocks.news.types.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ type, block }) => (
          <Tabs.Panel key={type} value={type} pt="md">
            <NewsPanel
              store={store}
              type={type}
              locale={locale}
              seeAll={seeAllHref(block, type, locale)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
});

const NewsPanel = observer(function NewsPanel({
  store,
  type,
  locale,
  seeAll,
}: {
  store: HomeNewsStore;
  type: HomeNewsType;
  locale: Locale;
  seeAll: string | null;
}) {
  const { t } = useTranslation('corporate');
  const rows = store.rowsOf(type, locale);
  const state: ListState = {
    isLoading: store.isLoading(type),
    failure: store.failureOf(type),
    hasAnswer: rows !== null,
    isEmpty: rows !== null && rows.length === 0 && !store.isLoading(type),
    retry: () => store.select(type, locale),
  };
  return (
    <Stack gap="sm">
      <ListStatus
        state={state}
        skeleton={
          <Stack gap="xs">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={28} />
            ))}
          </Stack>
        }
      >
        <ul className={classes.list}>
          {(rows ?? []).map((row) => (
            <li key={row.id} className={classes.row}>
              {row.path ? (
                <Link href={row.path} className={classes.link}>
                  {row.title}
                </Link>
              ) : (
                <span className={classes.text}>{row.title}</span>
              )}
              <time dateTime={row.date} className={classes.date}>
                {formatDate(row.date)}
              </time>
            </li>
          ))}
        </ul>
      </ListStatus>
      {seeAll && (
        <Group justify="flex-end">
          <Anchor component={Link} href={seeAll}>
            {t('homeBlocks.news.seeAll', { name: t(`homeBlocks.news.types.${type}`) })}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
});
