import { useEffect, type ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { ListPageFrame } from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { PagedListSection } from '../../../../lib/content/PagedListSection/PagedListSection';
import type { ContentSectionStore } from '../../stores/ContentSectionStore';
import { CategoryNav } from '../CategoryNav/CategoryNav';
import { ContentRow } from '../ContentRow/ContentRow';
import type { NewsSection } from '../SectionDetailPage/SectionDetailPage';
import lists from '../../../../lib/styles/lists.module.css';
import rows from '../../../../lib/styles/rows.module.css';

/** What a row shows of an item, besides its date and badge. */
interface SectionRow {
  id: number;
  title: string;
  path: string | null;
  summary: string | null;
}

interface Category {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  translations: { locale: Locale; slug: string }[];
}

export interface SectionListPageProps<T extends SectionRow, D, C extends Category> {
  store: ContentSectionStore<T, D, C>;
  route: 'disclosureNews' | 'sgdckNews';
  /** Its texts: `news.<section>.title`, `.description`, `.categories`, `.all`, `.list`. */
  section: NewsSection;
  /** The date the section lists by (implementDate, releaseDate). */
  dateOf: (item: T) => string | null;
  /** What the item is about (its stock symbol, its exchange), as a badge before the title. */
  badge: (item: T) => string | null;
  /** After the text (an attachment mark). */
  trailing?: (item: T) => ReactNode;
}

const LIST_ID = 'section-list';

/**
 * A content route that lists a section (disclosures, exchange news), optionally one category
 * (/:slug): category links with "all" first, 10 rows a page in `?page=`. An unknown category
 * slug is the 404 page.
 */
function SectionListPageView<T extends SectionRow, D, C extends Category>({
  store,
  route,
  section,
  dateOf,
  badge,
  trailing,
}: SectionListPageProps<T, D, C>) {
  const { t } = useTranslation('corporate');
  const text = (key: 'title' | 'description' | 'categories' | 'all' | 'list') =>
    t(`news.${section}.${key}`);
  const match = usePageMatch();
  const { locale } = match;
  const slug = match.kind === 'route' ? match.slug : undefined;

  useEffect(() => {
    void store.loadCategories(locale);
  }, [store, locale]);

  const category = slug ? store.categoryBySlug(slug, locale) : undefined;
  if (slug && category === null) return <ErrorPage status={404} />;

  const sectionPath = buildPath(route, locale);
  const title = category ? category.title : text('title');
  return (
    <ListPageFrame
      title={title}
      summary={category ? category.summary : text('description')}
      head={{ title, description: category?.summary ?? text('description') }}
      translations={category?.translations}
      trail={category ? [{ label: text('title'), href: sectionPath }] : []}
    >
      <CategoryNav
        route={route}
        locale={locale}
        categories={store.categoriesFailure ? [] : store.categoriesIn(locale)}
        current={slug}
        label={text('categories')}
        allLabel={text('all')}
      />
      <PagedListSection
        id={LIST_ID}
        label={text('list')}
        className={lists.scrollTarget}
        list={store.list}
        params={slug ? { category: slug } : {}}
        skeleton={<ListSkeleton count={4} height={64} />}
      >
        <ul className={rows.list}>
          {store.list.items.map((item) => (
            <li key={item.id}>
              <ContentRow
                title={item.title}
                href={item.path}
                date={dateOf(item)}
                summary={item.summary}
                badges={
                  badge(item) && (
                    <Badge variant="light" radius="sm">
                      {badge(item)}
                    </Badge>
                  )
                }
                trailing={trailing?.(item)}
              />
            </li>
          ))}
        </ul>
      </PagedListSection>
    </ListPageFrame>
  );
}

export const SectionListPage = observer(SectionListPageView) as typeof SectionListPageView;
