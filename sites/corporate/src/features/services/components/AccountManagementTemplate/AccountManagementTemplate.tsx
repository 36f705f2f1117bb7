import { observer } from 'mobx-react-lite';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { CategorySections } from '../CategorySections/CategorySections';
import { OpenAccount } from '../OpenAccount/OpenAccount';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/**
 * KHCN_ACCOUNT_MANAGEMENT: the page's text, the services of the account categories (those whose
 * slug names accounts: "tai-khoan", "account"), and the way to open an account online.
 */
export function AccountManagementTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page}>
      <AccountServices />
      <OpenAccount />
    </TemplatePage>
  );
}

const AccountServices = observer(function AccountServices() {
  const { services: store } = useStores();
  const { locale } = usePageMatch();
  useLoad((locale) => store.loadCatalog(locale), [store], store.catalog);
  // Without an account category there is nothing to add to the page's own text.
  if (store.catalog.hasAnswer && store.accountGroups.length === 0) return null;
  return (
    <ListStatus state={store.catalog}>
      <CategorySections groups={store.accountGroups} locale={locale} />
    </ListStatus>
  );
});
