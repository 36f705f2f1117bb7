import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { CategorySections } from '../CategorySections/CategorySections';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** KHCN_STOCK_TRADING and HTGD_FEATURES_LIST: the page's text, then every category's services. */
export function ServiceCatalogTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <AllCategories />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}

const AllCategories = observer(function AllCategories() {
  const { services: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  useLoad((locale) => store.loadCatalog(locale), [store], store.catalog);
  return (
    <ListStatus state={store.catalog} noDataMessage={t('services.empty')}>
      <CategorySections groups={store.groups} locale={locale} />
    </ListStatus>
  );
});
