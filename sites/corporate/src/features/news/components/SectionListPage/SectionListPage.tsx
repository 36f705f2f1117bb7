import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { ListPageFrame } from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { PagedListSection } from '../../../../lib/content/PagedListSection/PagedListSection';
import type { ContentSectionStore } from '../../stores/ContentSectionStore';
import { CategoryNav } from '../CategoryNav/CategoryNav';
import lists from '../../../../lib/styles/lists.module.css';
import rows from '../../../../lib/styles/rows.module.css';

interface Category {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  translations: { locale: Locale; slug: string }[];
}

export interface SectionListPageProps<T extends { id: number }, D, C extends Category> {
  store: ContentSectionStore<T, D, C>;
  route: 'disclosureNews' | 'sgdckNews';
  texts: {
    title: string;
    description: string;
    categories: string;
    all: string;
    list: string;
  };
  renderItem: (item: T) => ReactNode;
}

const LIST_ID = 'section-list';

/**
 * A content route that lists a section (disclosures, exchange news), optionally one category
 * (/:slug): category links with "all" first, 10 rows a page in `?page=`. An unknown category
 * slug is the 404 page.
 */
function SectionListPageView<T extends { id: number }, D, C extends Category>({
  store,
  route,
  texts,
  renderItem,
}: SectionListPageProps<T, D, C>) {
  const match = usePageMatch();
  const { locale } = match;
  const slug = match.kind === 'route' ? match.slug : undefined;

  useEffect(() => {
    void store.loadCategories(locale);
  }, [store, locale]);

  const category = slug ? store.categoryBySlug(slug, locale) : undefined;
  if (slug && category === null) return <ErrorPage status={404} />;

  const sectionPath = buildPath(route, locale);
  const title = category ? category.title : texts.title;
  return (
    <ListPageFrame
      title={title}
      summary={category ? category.summary : texts.description}
      head={{ title, description: category?.summary ?? texts.description }}
      translations={category?.translations}
      trail={category ? [{ label: texts.title, href: sectionPath }] : []}
    >
      <CategoryNav
        route={route}
        locale={locale}
        categories={store.categoriesFailure ? [] : store.categoriesIn(locale)}
        current={slug}
        label={texts.categories}
        allLabel={texts.all}
      />
      <PagedListSection
        id={LIST_ID}
        label={texts.list}
        className={lists.scrollTarget}
        list={store.list}
        params={slug ? { category: slug } : {}}
        skeleton={<ListSkeleton count={4} height={64} />}
      >
        <ul className={rows.list}>
          {store.list.items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      </PagedListSection>
    </ListPageFrame>
  );
}

export const SectionListPage = observer(SectionListPageView) as typeof SectionListPageView;
