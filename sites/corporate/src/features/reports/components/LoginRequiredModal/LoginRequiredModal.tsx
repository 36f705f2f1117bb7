import { NotificationModal } from '@brokerage/shared/app/components/NotificationModal/NotificationModal.tsx';
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
export function LoginRequiredModal(props: LoginRequiredModalProps) {
  const { t } = useTranslation('corporate');
  return (
    <NotificationModal
      {...props}
      title={t('reports.login.title')}
      message={t('reports.login.message')}
      confirmLabel={t('reports.login.confirm')}
      cancelLabel={t('reports.login.cancel')}
      closeLabel={t('reports.login.close')}
    />
  );
}
