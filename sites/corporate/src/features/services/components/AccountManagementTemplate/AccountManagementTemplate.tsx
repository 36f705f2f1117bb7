import { IconUserPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { CallToAction } from '../../../../lib/catalog/CallToAction/CallToAction';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { CategorySections } from '../CategorySections/CategorySections';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/**
 * KHCN_ACCOUNT_MANAGEMENT: the page's text, the services of the account categories (those whose
 * slug names accounts: "tai-khoan", "account"), and the way to open an account online.
 */
export function AccountManagementTemplate({ page }: { page: Page }) {
  const { t } = useTranslation('corporate');
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <AccountServices />
      <CallToAction
        title={t('services.openAccount.title')}
        text={t('services.openAccount.text')}
        action={t('services.openAccount.action')}
        route="ekyc"
        icon={<IconUserPlus size={28} />}
      />
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
