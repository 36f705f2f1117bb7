import { observer } from 'mobx-react-lite';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
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
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <AccountServices />
      <OpenAccount />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
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
