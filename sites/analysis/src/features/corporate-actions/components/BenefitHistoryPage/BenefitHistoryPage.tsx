import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import en from '../../../../locales/en/corporateActions.json';
import vi from '../../../../locales/vi/corporateActions.json';
import { readFilters, writeFilters, type BenefitFilters } from '../../model/benefitFilters';
import { createBenefitHistoryStore } from '../../stores/BenefitHistoryStore';
import { ComingDates } from '../ComingDates/ComingDates';
import { RightsFilters } from '../RightsFilters/RightsFilters';
import { RightsList } from '../RightsList/RightsList';

/**
 * lich-su-huong-quyen / benefit-history: the coming record and payment dates with their .ics
 * export, then every right of the company with a type filter and a keyword held in the URL
 * (`?type=&keyword=`), so a reload or a shared link shows the same list.
 */
export const BenefitHistoryPage = observer(function BenefitHistoryPage({
  symbol,
  locale,
}: StockSubPageProps) {
  usePageTexts('corporateActions', { vi, en });
  const { t } = useTranslation('analysis');
  const store = useStores().pageStores.get(createBenefitHistoryStore);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { type, keyword } = filters;

  useLoad(
    (lang) => store.load(symbol, { type, keyword }, lang),
    [store, symbol, type, keyword],
    store,
  );

  const setFilters = useCallback(
    (next: BenefitFilters, replace = false) =>
      setParams((current) => writeFilters(current, next), { replace, preventScrollReset: true }),
    [setParams],
  );
  // A type the API does not know (an old or mistyped link) leaves the URL: the list shows all.
  const unknownType = store.unknownType;
  useEffect(() => {
    if (unknownType) setFilters({ type: null, keyword }, true);
  }, [unknownType, keyword, setFilters]);
  const clearFilters = useCallback(() => setFilters({ type: null, keyword: '' }), [setFilters]);

  return (
    <>
      <ComingDates store={store} symbol={symbol} locale={locale} />
      <Panel id="rights-history" title={t('corporateActions.benefit.heading')}>
        <RightsFilters store={store} filters={filters} onChange={setFilters} />
        <RightsList store={store} symbol={symbol} locale={locale} onClearFilters={clearFilters} />
      </Panel>
    </>
  );
});
