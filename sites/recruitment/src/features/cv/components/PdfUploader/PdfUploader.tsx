import { useRef } from 'react';
import { Button, FileButton, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { fileErrorText } from '../../lib/fileErrorText';
import type { CvStore } from '../../stores/CvStore';

interface PdfUploaderProps {
  store: CvStore;
  /** After the server took the file (the modal closes, the apply dialog goes on). */
  onUploaded?: () => void;
}

/**
 * The PDF CV upload (spec §5: PDF only, ≤ 2 MB): checked in the browser by its bytes first,
 * then sent with a progress bar; the server's refusals (file_too_large, file_type_invalid,
 * pdf_unreadable, pdf_active_content) sit on the field. A new file replaces the old one.
 */
export const PdfUploader = observer(function PdfUploader({ store, onUploaded }: PdfUploaderProps) {
  const { t } = useTranslation('recruitment');
  const resetRef = useRef<() => void>(null);
  const busy = store.uploadStatus === 'uploading' || store.uploadStatus === 'checking';
  const error = fileErrorText(t, store.uploadError, 'pdf');
  const percent = Math.round(store.uploadProgress * 100);
  const errorId = 'cv-pdf-error';
  return (
    <Stack gap="sm">
      <Input.Wrapper
        label={t('cv.upload.label')}
        description={t('cv.upload.hint')}
        error={error}
        errorProps={{ id: errorId, role: 'alert' }}
        id="cv-pdf"
      >
        <div style={{ marginTop: 6 }}>
          <FileButton
            resetRef={resetRef}
            accept="application/pdf,.pdf"
            onChange={(file) => {
              if (!file) return;
              void store.uploadPdf(file).then((ok) => {
                resetRef.current?.();
                if (ok) onUploaded?.();
              });
            }}
          >
            {(props) => (
              <Button
                {...props}
                loading={busy}
                leftSection={<IconFileUpload size={18} aria-hidden />}
                aria-describedby={error ? errorId : undefined}
              >
                {t('cv.upload.choose')}
              </Button>
            )}
          </FileButton>
        </div>
      </Input.Wrapper>
      {store.uploaded && (
        <Text size="sm" c="dimmed">
          {t('cv.upload.replaceNote')}
        </Text>
      )}
      <div role="status" aria-live="polite">
        {store.uploadStatus === 'uploading' && (
          <Stack gap={4}>
            <Text size="sm">{t('cv.upload.uploading', { percent })}</Text>
            <Progress value={percent} aria-label={t('cv.upload.progressLabel')} animated />
          </Stack>
        )}
        {store.uploadStatus === 'done' && store.uploaded && (
          <Text size="sm" c="var(--mantine-color-teal-text)" fw={600}>
            {t('cv.upload.done', { name: store.uploaded.fileName })}
          </Text>
        )}
      </div>
    </Stack>
  );
});
