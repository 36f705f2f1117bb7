import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { AccountFrame } from '../../features/account/components/AccountFrame/AccountFrame';
import { LoginForm } from '../../features/account/components/LoginForm/LoginForm';

/** `dang-nhap`: the candidate's login form alone (design §4). */
export default function LoginRoute() {
  const { auth } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('recruitment');
  return (
    <AccountFrame title={t('account.title.login')} intro={t('account.intro')}>
      <LoginForm store={auth} locale={locale} />
    </AccountFrame>
  );
}
