import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';

export interface DialogModalProps extends ModalProps {
  /** The close button's name; default "Close". */
  closeLabel?: string;
}

/**
 * The frame of the sites' modal dialogs: centred, and a close button with a name (Mantine's has
 * none of its own). Mantine's Modal traps focus, restores it on close and labels the dialog by
 * its title.
 */
export function DialogModal({ closeLabel, ...props }: DialogModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      centered
      closeButtonProps={{ 'aria-label': closeLabel ?? t('actions.close') }}
      {...props}
    />
  );
}
