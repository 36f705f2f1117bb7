import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { TitledSection } from '../../../../lib/content/TitledSection/TitledSection';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { FaqAccordion, FaqSkeleton } from '../FaqAccordion/FaqAccordion';
import { FaqSearch } from '../FaqSearch/FaqSearch';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/**
 * KHCN_FAQ_1: one list of questions with the filter box. It lists the category the page is
 * about (`?category=` or the category slug inside the page slug), else every question.
 */
export function FaqListTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page}>
      <FaqSingleList page={page} />
    </TemplatePage>
  );
}

const FaqSingleList = observer(function FaqSingleList({ page }: { page: Page }) {
  const { faq: store } = useStores();
  const match = usePageMatch();
  const [params] = useSearchParams();
  const { t } = useTranslation('corporate');

  useEffect(() => {
    store.resetFilter();
  }, [store]);
  useLoad((locale) => store.load(locale), [store], store);

  const pageSlugs = [
    ...(match.kind === 'cms' ? [match.slug] : []),
    ...page.translations.map((tr) => tr.slug),
  ];
  const category = store.categoryForPage(pageSlugs, params.get('category'));
  const faqs = store.matchesIn(category?.id ?? null);

  return (
    <TitledSection headingId="faq-list-title" title={category?.title ?? t('faq.title')}>
      <ListStatus state={store.data} noDataMessage={t('faq.empty')} skeleton={<FaqSkeleton />}>
        <FaqSearch
          value={store.query}
          onChange={store.setQuery}
          resultCount={faqs.length}
          filtering={store.filtering}
        />
        {faqs.length === 0 ? (
          <Text c="dimmed">{store.filtering ? t('faq.noMatch') : t('faq.emptyCategory')}</Text>
        ) : (
          <FaqAccordion
            faqs={faqs}
            showCategory={category === null && store.categories.length > 1}
          />
        )}
      </ListStatus>
    </TitledSection>
  );
});
