import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { BondPage } from '../../features/bond-registration/components/BondPage/BondPage';
import { Completion } from '../../features/bond-registration/components/Completion/Completion';
import { useBondStore } from '../../features/bond-registration/hooks/useBondStore';

/** `hoan-thanh-dang-ky-giao-dich-trai-phieu`: the booked registration; without one, the list. */
const BondCompletionRoute = observer(function BondCompletionRoute() {
  const { t } = useTranslation('onboarding');
  const { locale } = usePageMatch();
  const navigate = useNavigate();
  const store = useBondStore();
  const { result } = store;

  useEffect(() => {
    if (!result) void navigate(buildPath('transactionRegister', locale), { replace: true });
  }, [result, navigate, locale]);

  return (
    <BondPage title={t('bonds.done.title')} step={2}>
      {result && (
        <Completion
          result={result}
          couponKind={store.product?.coupon.kind ?? 'fixed'}
          locale={locale}
          onStartOver={store.startOver}
        />
      )}
    </BondPage>
  );
});

export default BondCompletionRoute;
