import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { NewsProduct } from '@brokerage/shared/routing/routes.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import {
  ListPageFrame,
  listPageFrameProps,
} from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { CardList } from '../../../../lib/content/CardList/CardList';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { PagedListSection } from '../../../../lib/content/PagedListSection/PagedListSection';
import { NewsCard } from '../NewsCard/NewsCard';
import lists from '../../../../lib/styles/lists.module.css';

export interface NewsEventsTemplateProps {
  page: Page;
  product: NewsProduct;
}

const LIST_ID = 'news-list';

/** NEWS_{PRODUCT}_NEWS_EVENTS: the CMS intro, then the product's news as cards, 10 a page. */
export const NewsEventsTemplate = observer(function NewsEventsTemplate({
  page,
  product,
}: NewsEventsTemplateProps) {
  const { news } = useStores();
  const { t } = useTranslation('corporate');
  const list = news.list;

  return (
    <ListPageFrame {...listPageFrameProps(page)}>
      <PagedListSection
        id={LIST_ID}
        label={t('news.listLabel', { name: page.title })}
        className={lists.scrollTarget}
        list={list}
        params={{ product }}
        skeleton={
          <ListSkeleton
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            count={3}
            height={300}
            radius="md"
          />
        }
      >
        <CardList items={list.items} cols={{ base: 1, sm: 2, lg: 3 }}>
          {(item) => (
            <NewsCard
              title={item.title}
              summary={item.summary}
              image={item.image}
              date={item.createdAt}
              href={item.path}
            />
          )}
        </CardList>
      </PagedListSection>
    </ListPageFrame>
  );
});

/** The template screen of one product's NEWS_{PRODUCT}_NEWS_EVENTS code. */
export function productNewsTemplate(product: NewsProduct): (props: { page: Page }) => ReactElement {
  function ProductNewsTemplate({ page }: { page: Page }) {
    return <NewsEventsTemplate page={page} product={product} />;
  }
  ProductNewsTemplate.displayName = `NewsEventsTemplate(${product})`;
  return ProductNewsTemplate;
}
