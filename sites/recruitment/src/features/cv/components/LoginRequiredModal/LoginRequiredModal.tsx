import { Button, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { DialogModal } from '@brokerage/shared/ui/components/DialogModal/DialogModal.tsx';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';

interface LoginRequiredModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec §4 "login-required" modal (the report cards' pattern: confirm Đăng nhập, cancel Huỷ
 * bỏ): the candidate logs in on xac-thuc-danh-tinh and comes back to this very page.
 */
export function LoginRequiredModal({ opened, onClose }: LoginRequiredModalProps) {
  const { t } = useTranslation('recruitment');
  const { pathname, search } = useLocation();
  return (
    <DialogModal opened={opened} onClose={onClose} title={t('cv.loginRequired.title')}>
      <Text>{t('cv.loginRequired.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('cv.loginRequired.cancel')}
        </Button>
        <Button
          component={Link}
          route="authenticatedUser"
          options={{ query: { redirectUrl: pathname + search } }}
          data-autofocus
          leftSection={<IconLogin2 size={18} aria-hidden />}
          onClick={onClose}
        >
          {t('cv.loginRequired.login')}
        </Button>
      </Group>
    </DialogModal>
  );
}
