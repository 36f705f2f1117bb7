import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';
import { CategorySections } from '../CategorySections/CategorySections';

/** KHCN_STOCK_TRADING and HTGD_FEATURES_LIST: the page's text, then every category's services. */
export const ServiceCatalogTemplate = observer(function ServiceCatalogTemplate({ page }: { page: Page }) {
  const { services: store } = useStores();
  return (
    <TemplatePage page={page}>
      <LoadedList state={store.catalog} load={store.loadCatalog} noData="services.empty">
        {(locale) => <CategorySections groups={store.groups} locale={locale} />}
      </LoadedList>
    </TemplatePage>
  );
});
