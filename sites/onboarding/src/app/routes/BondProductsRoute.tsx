import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { BondPage } from '../../features/bond-registration/components/BondPage/BondPage';
import { ProductList } from '../../features/bond-registration/components/ProductList/ProductList';
import { useBondStore } from '../../features/bond-registration/hooks/useBondStore';

/** `dang-ky-giao-dich`: the corporate bonds on offer, each opening a registration. */
const BondProductsRoute = observer(function BondProductsRoute() {
  const { t } = useTranslation('onboarding');
  const { locale } = usePageMatch();
  const store = useBondStore();
  useEffect(() => {
    void store.loadProducts();
  }, [store, locale]);
  return (
    <BondPage title={t('bonds.list.title')} intro={t('bonds.list.intro')}>
      <ProductList store={store} locale={locale} />
    </BondPage>
  );
});

export default BondProductsRoute;
