import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';
import { DealList } from '../DealList/DealList';

/** NHDT_RECENT_DEAL: the page's text, then every recent deal, newest first. */
export const RecentDealsTemplate = observer(function RecentDealsTemplate({ page }: { page: Page }) {
  const { investmentBanking: store } = useStores();
  return (
    <TemplatePage page={page}>
      <LoadedList state={store.deals} load={store.loadDeals} noData="deals.empty">
        {(locale) => <DealList deals={store.sortedDeals} locale={locale} headingOrder={2} />}
      </LoadedList>
    </TemplatePage>
  );
});
