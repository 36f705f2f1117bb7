import { useEffect } from 'react';
import { Tabs, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { TitledSection } from '../../../../lib/content/TitledSection/TitledSection';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import type { FaqStore } from '../../stores/FaqStore';
import { FaqAccordion, FaqSkeleton } from '../FaqAccordion/FaqAccordion';
import { FaqSearch } from '../FaqSearch/FaqSearch';
import classes from './FaqBrowser.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** KHCN_FAQ: the filter box, one tab per category, the questions of the tab. */
export const FaqBrowser = observer(function FaqBrowser() {
  const { faq: store } = useStores();
  const { t } = useTranslation('corporate');

  useEffect(() => {
    store.resetFilter();
  }, [store]);
  useLoad((locale) => store.load(locale), [store], store);

  const active = store.activeCategoryId;
  return (
    <TitledSection headingId="faq-browser-title" title={t('faq.byTopic')}>
      <ListStatus state={store.data} noDataMessage={t('faq.empty')} skeleton={<FaqSkeleton />}>
        <FaqSearch
          value={store.query}
          onChange={store.setQuery}
          resultCount={store.matches.length}
          filtering={store.filtering}
        />
        {store.categories.length === 0 ? (
          <FaqList faqs={store.matches} filtering={store.filtering} />
        ) : (
          <Tabs
            value={active === null ? null : String(active)}
            onChange={(value) => value && store.selectCategory(Number(value))}
            keepMounted={false}
            classNames={{ list: classes.tabList }}
          >
            <Tabs.List aria-label={t('faq.categories')}>
              {store.categories.map((category) => (
                <Tabs.Tab key={category.id} value={String(category.id)}>
                  {store.filtering
                    ? t('faq.tabWithCount', {
                        name: category.title,
                        count: store.countIn(category.id),
                      })
                    : category.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {store.categories.map((category) => (
              <Tabs.Panel key={category.id} value={String(category.id)} pt="lg">
                <FaqList faqs={store.matchesIn(category.id)} filtering={store.filtering} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </ListStatus>
    </TitledSection>
  );
});

function FaqList({
  faqs,
  filtering,
}: {
  faqs: ReturnType<FaqStore['matchesIn']>;
  filtering: boolean;
}) {
  const { t } = useTranslation('corporate');
  if (faqs.length === 0) {
    return <Text c="dimmed">{filtering ? t('faq.noMatch') : t('faq.emptyCategory')}</Text>;
  }
  return <FaqAccordion faqs={faqs} />;
}
