import { Button, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath, localeFromPath, matchPath } from '@brokerage/shared/routing/paths.ts';
import { DialogModal } from '@brokerage/shared/ui/components/DialogModal/DialogModal.tsx';

/**
 * Spec §4/§8 for candidates: a request with the candidate's token got 401 (a profile fetch,
 * any call), the token is gone. The customers' modal logs in by SSO; this one goes to the
 * portal's login and comes back to this page.
 */
export default observer(function CandidateTokenExpiredModal() {
  const { recruit } = useStores();
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('recruitment');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const match = matchPath(pathname);
  const onLogin =
    match.kind === 'route' &&
    (match.route.id === 'authenticatedUser' || match.route.id === 'login');

  const handleLogin = () => {
    recruit.dismissTokenExpired();
    if (!onLogin)
      void navigate(
        buildPath('authenticatedUser', locale, { query: { redirectUrl: pathname + search } }),
      );
  };

  return (
    <DialogModal
      opened={recruit.tokenExpired}
      onClose={recruit.dismissTokenExpired}
      title={tc('auth.tokenExpired.title')}
    >
      <Text>{tc('auth.tokenExpired.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={recruit.dismissTokenExpired}>
          {tc('actions.close')}
        </Button>
        <Button
          data-autofocus
          leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          onClick={handleLogin}
        >
          {t('account.tokenExpired.login')}
        </Button>
      </Group>
    </DialogModal>
  );
});
