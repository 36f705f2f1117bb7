import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

export interface LoginRequiredModalProps {
  opened: boolean;
  onClose: () => void;
  /** "Đăng nhập": the caller closes this modal and opens the customer login after it. */
  onConfirm: () => void;
  /** This modal has finished closing (focus is back on the card). */
  onExited?: () => void;
}

/** Spec §2/§4 login-required modal: "Đăng nhập" opens the customer login, "Huỷ bỏ" closes. */
export function LoginRequiredModal({
  opened,
  onClose,
  onConfirm,
  onExited,
}: LoginRequiredModalProps) {
  const { t } = useTranslation('corporate');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reports.login.title')}
      centered
      onExitTransitionEnd={onExited}
      closeButtonProps={{ 'aria-label': t('reports.login.close') }}
    >
      <Text>{t('reports.login.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('reports.login.cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {t('reports.login.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
