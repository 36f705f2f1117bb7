import { useEffect } from 'react';
import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { BondPage } from '../../features/bond-registration/components/BondPage/BondPage';
import { IssueAlert } from '../../features/bond-registration/components/IssueAlert/IssueAlert';
import { OrderForm } from '../../features/bond-registration/components/OrderForm/OrderForm';
import { ProductSummary } from '../../features/bond-registration/components/ProductSummary/ProductSummary';
import { useBondStore } from '../../features/bond-registration/hooks/useBondStore';

/** `dang-ky-giao-dich-trai-phieu?code=`: the trading order of one product (step 1). */
const BondOrderRoute = observer(function BondOrderRoute() {
  const { t } = useTranslation('onboarding');
  const { locale } = usePageMatch();
  const { search } = useLocation();
  const navigate = useNavigate();
  const store = useBondStore();
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  const listPath = buildPath('transactionRegister', locale);

  useEffect(() => {
    if (!code) {
      void navigate(listPath, { replace: true });
      return;
    }
    void store.loadProduct(code);
  }, [store, code, locale, navigate, listPath]);

  const product = store.product?.code === code ? store.product : null;
  return (
    <BondPage title={t('bonds.order.title')} step={0}>
      {store.productError ? (
        <IssueAlert issue={store.productError}>
          {' '}
          <Anchor component={Link} to={listPath}>
            {t('bonds.backToList')}
          </Anchor>
        </IssueAlert>
      ) : !product ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('bonds.loading')} />
        </Center>
      ) : (
        <Stack gap="lg">
          <ProductSummary product={product} locale={locale} />
          <OrderForm
            store={store}
            locale={locale}
            onContinue={() => void navigate(buildPath('bondIndividualsInfo', locale))}
          />
        </Stack>
      )}
    </BondPage>
  );
});

export default BondOrderRoute;
