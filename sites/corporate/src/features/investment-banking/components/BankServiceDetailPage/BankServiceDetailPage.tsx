import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ItemDetail } from '../../../../lib/catalog/ItemDetail/ItemDetail';

/** `chi-tiet-dich-vu-nhdt/:slug`: one investment-banking service, the others beside it. */
export const BankServiceDetailPage = observer(function BankServiceDetailPage() {
  const { investmentBanking: store } = useStores();
  const match = usePageMatch();
  const { t } = useTranslation('corporate');
  return (
    <ItemDetail
      store={store.nhdtDetail}
      slug={match.kind === 'route' ? match.slug : null}
      locale={match.locale}
      breadcrumb={[{ label: t('investmentBanking.banking.title'), href: buildPath('bankInvestment', match.locale) }]}
      relatedTitle={t('investmentBanking.banking.others')}
    />
  );
});
