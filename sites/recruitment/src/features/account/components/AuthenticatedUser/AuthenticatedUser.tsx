import { Tabs } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AuthStore } from '../../stores/AuthStore';
import type { RegistrationStore } from '../../stores/RegistrationStore';
import { AccountFrame } from '../AccountFrame/AccountFrame';
import { LoginForm } from '../LoginForm/LoginForm';
import { RegisterForm } from '../RegisterForm/RegisterForm';

type Tab = 'login' | 'register';

/**
 * `xac-thuc-danh-tinh` (spec §2): where a protected page sends a visitor, with `redirectUrl`;
 * Log in | Register as tabs, the tab in the query (`?tab=register`) so a link can open either.
 */
export const AuthenticatedUser = observer(function AuthenticatedUser({
  auth,
  registration,
  locale,
}: {
  auth: AuthStore;
  registration: RegistrationStore;
  locale: Locale;
}) {
  const { t } = useTranslation('recruitment');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const show = (next: Tab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <AccountFrame title={t('account.title.authenticatedUser')} intro={t('account.intro')}>
      <Tabs
        value={tab}
        onChange={(value) => show(value === 'register' ? 'register' : 'login')}
        keepMounted
      >
        <Tabs.List grow aria-label={t('account.tabs.label')} mb="md">
          <Tabs.Tab value="login">{t('account.tabs.login')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('account.tabs.register')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm store={auth} locale={locale} onRegister={() => show('register')} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm store={registration} locale={locale} onLogin={() => show('login')} />
        </Tabs.Panel>
      </Tabs>
    </AccountFrame>
  );
});
