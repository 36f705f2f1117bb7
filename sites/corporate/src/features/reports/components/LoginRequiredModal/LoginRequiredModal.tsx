import { Button, Group, Modal, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n';
import { Link, buildPath, type Locale } from '@brokerage/shared/routing';

export interface LoginRequiredModalProps {
  opened: boolean;
  onClose: () => void;
  locale: Locale;
}

/**
 * Spec §2/§4 login-required modal: "Đăng nhập" goes to the login entry point with this page as
 * `redirectUrl` (the customer login itself is a later issue), "Huỷ bỏ" closes.
 */
export function LoginRequiredModal({ opened, onClose, locale }: LoginRequiredModalProps) {
  const { t } = useTranslation('corporate');
  const { pathname, search } = useLocation();
  const loginHref = buildPath('login', locale, { query: { redirectUrl: pathname + search } });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reports.login.title')}
      centered
      closeButtonProps={{ 'aria-label': t('reports.login.close') }}
    >
      <Text>{t('reports.login.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('reports.login.cancel')}
        </Button>
        <Button component={Link} href={loginHref}>
          {t('reports.login.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
