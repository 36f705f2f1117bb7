import { Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { useStores } from '../../stores/StoresContext';
import { DialogModal } from '../../../ui/components/DialogModal/DialogModal';

export interface NotificationModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, close button, Escape and a click outside. */
  onClose: () => void;
  /** The modal has finished closing (focus is back where it was). */
  onExited?: () => void;
  /** The close button's name; default "Close". */
  closeLabel?: string;
}

/**
 * The notification modal of spec §2: title, message, confirm and optional cancel. Mantine's
 * Modal traps focus, restores it on close and labels the dialog by its title.
 */
export function NotificationModal({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onExited,
  ...dialog
}: NotificationModalProps) {
  const { t } = useTranslation('common');
  return (
    <DialogModal {...dialog} onExitTransitionEnd={onExited}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {cancelLabel && (
          <Button variant="default" onClick={dialog.onClose}>
            {cancelLabel}
          </Button>
        )}
        <Button onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('actions.ok')}
        </Button>
      </Group>
    </DialogModal>
  );
}

/** The shell's one notification modal, driven by `ui.notify()`. */
export const NotificationHost = observer(function NotificationHost() {
  const { ui } = useStores();
  const current = ui.notification;
  return (
    <NotificationModal
      opened={current !== null}
      title={current?.title ?? ''}
      message={current?.message ?? ''}
      confirmLabel={current?.confirmLabel}
      cancelLabel={current?.cancelLabel}
      onConfirm={() => ui.closeNotification(true)}
      onClose={() => ui.closeNotification(false)}
    />
  );
});
