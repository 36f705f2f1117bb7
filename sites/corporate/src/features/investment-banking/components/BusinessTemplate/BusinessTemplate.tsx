import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';

/** HTGD_BUSINESS: the page's text, then the investment-banking business lines. */
export const BusinessTemplate = observer(function BusinessTemplate({ page }: { page: Page }) {
  const { investmentBanking: store } = useStores();
  const lines = store.businessLines;
  return (
    <TemplatePage page={page}>
      <LoadedList state={lines} load={store.loadBusinessLines} noData="investmentBanking.empty">
        {(locale) => (
          <ItemGrid items={(lines.value ?? []).map(withIcon)} locale={locale} headingOrder={2} />
        )}
      </LoadedList>
    </TemplatePage>
  );
});

/** Business lines carry no icon of their own. */
const withIcon = <T extends object>(item: T) => ({ ...item, attrs: { icon: 'briefcase' } });
