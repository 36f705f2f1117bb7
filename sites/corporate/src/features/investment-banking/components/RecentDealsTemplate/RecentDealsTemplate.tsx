import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { DealList } from '../DealList/DealList';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** NHDT_RECENT_DEAL: the page's text, then every recent deal, newest first. */
export function RecentDealsTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <AllDeals />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}

const AllDeals = observer(function AllDeals() {
  const { investmentBanking: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  useLoad((locale) => store.loadDeals(locale), [store], store.deals);
  return (
    <ListStatus state={store.deals} noDataMessage={t('deals.empty')}>
      <DealList deals={store.sortedDeals} locale={locale} headingOrder={2} />
    </ListStatus>
  );
});
