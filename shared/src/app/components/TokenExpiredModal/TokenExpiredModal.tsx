import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { useStores } from '../../stores/StoresContext';
import { ssoErrorText } from '../LoginModal/LoginModal';
import { DialogModal } from '../../../ui/components/DialogModal/DialogModal';

/**
 * Spec §4/§8 "session expired, log in again": a request with the customer's token got 401, the
 * session is gone. Close, or log in again by SSO and come back to this page.
 */
export const TokenExpiredModal = observer(function TokenExpiredModal() {
  const { customer, customerAuth } = useStores();
  const { t } = useTranslation('common');
  return (
    <DialogModal
      opened={customer.tokenExpired}
      onClose={customer.dismissTokenExpired}
      title={t('auth.tokenExpired.title')}
    >
      <Text>
        {customer.expiredReason === 'idle'
          ? t('auth.tokenExpired.idleMessage')
          : t('auth.tokenExpired.message')}
      </Text>
      {customerAuth.ssoError ? (
        <Alert color="red" variant="light" role="alert" p="xs" mt="md">
          {ssoErrorText(t, customerAuth)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={customer.dismissTokenExpired}>
          {t('actions.close')}
        </Button>
        <Button
          data-autofocus
          loading={customerAuth.ssoStarting}
          leftSection={<IconShieldLock size={18} aria-hidden="true" />}
          onClick={() => void customerAuth.startSso()}
        >
          {t('auth.tokenExpired.sso')}
        </Button>
      </Group>
    </DialogModal>
  );
});
