import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { BondPage } from '../../features/bond-registration/components/BondPage/BondPage';
import { CustomerForm } from '../../features/bond-registration/components/CustomerForm/CustomerForm';
import { IssueAlert } from '../../features/bond-registration/components/IssueAlert/IssueAlert';
import { useBondStore } from '../../features/bond-registration/hooks/useBondStore';

/**
 * `thong-tin-trai-phieu-va-ca-nhan`: customer info and the registration (step 2). Without an
 * order (a bookmark, a new tab) it goes to the list; with an order that no longer prices (a
 * reload the next day) back to the order step, with what was typed.
 */
const BondCustomerRoute = observer(function BondCustomerRoute() {
  const { t } = useTranslation('onboarding');
  const { locale } = usePageMatch();
  const navigate = useNavigate();
  const store = useBondStore();
  const code = store.productCode;

  useEffect(() => {
    if (!code) {
      void navigate(buildPath('transactionRegister', locale), { replace: true });
      return;
    }
    if (store.product?.code !== code || store.product === null) void store.loadProduct(code);
    // Once per visit and language: the prices are today's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, code, locale]);

  // The form stays up while the prices reload (after a refusal): what was typed stays in view.
  const ready = store.product !== null && store.product.code === code;
  const priced = store.quote !== null;
  const { submitting } = store;
  const soldOut = store.soldOut !== null;
  useEffect(() => {
    // An order that no longer prices (a reload the next day) goes back to its step, with its
    // messages; one refused as sold out stays here, where the page says so.
    if (ready && !priced && !submitting && !soldOut) {
      store.submitOrder();
      void navigate(buildPath('registerBondTrading', locale, { query: { code } }), { replace: true });
    }
  }, [ready, priced, submitting, soldOut, store, navigate, locale, code]);

  return (
    <BondPage title={t('bonds.customer.title')} step={1}>
      {store.productError ? (
        <IssueAlert issue={store.productError} />
      ) : !ready || (!priced && !soldOut) ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('bonds.loading')} />
        </Center>
      ) : (
        <CustomerForm
          store={store}
          locale={locale}
          onDone={() => void navigate(buildPath('completeRegisterBondTrading', locale))}
        />
      )}
    </BondPage>
  );
});

export default BondCustomerRoute;
