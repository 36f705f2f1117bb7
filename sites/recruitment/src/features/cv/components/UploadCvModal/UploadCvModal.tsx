import { DialogModal } from '@brokerage/shared/ui/components/DialogModal/DialogModal.tsx';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CvStore } from '../../stores/CvStore';
import { PdfUploader } from '../PdfUploader/PdfUploader';

interface UploadCvModalProps {
  store: CvStore;
  opened: boolean;
  onClose: () => void;
}

/** Spec §2/§4 "upload CV" modal: the page's uploader in a dialog (used from the apply dialog). */
export function UploadCvModal({ store, opened, onClose }: UploadCvModalProps) {
  const { t } = useTranslation('recruitment');
  return (
    <DialogModal opened={opened} onClose={onClose} title={t('cv.upload.modalTitle')}>
      <PdfUploader store={store} onUploaded={onClose} />
    </DialogModal>
  );
}
