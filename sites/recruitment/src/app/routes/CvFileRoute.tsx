import { useEffect } from 'react';
import { Paper, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { CvPageFrame } from '../../features/cv/components/CvPageFrame/CvPageFrame';
import { PdfUploader } from '../../features/cv/components/PdfUploader/PdfUploader';
import { useCvStores } from '../../features/cv/stores/useCvStores';

/** `tai-len-cv`: the PDF CV upload with its progress (replaces the current one). */
export default observer(function CvFileRoute() {
  const { cv } = useCvStores();
  const { t } = useTranslation('recruitment');
  useEffect(() => {
    cv.clearUploadError();
    void cv.loadUploaded();
  }, [cv]);
  return (
    <CvPageFrame
      route="applicationCvFile"
      title={t('cv.upload.title')}
      intro={t('cv.upload.intro')}
    >
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {cv.uploaded && (
          <Text mb="md" style={{ overflowWrap: 'anywhere' }}>
            {t('cv.upload.current', { name: cv.uploaded.fileName })}
          </Text>
        )}
        <PdfUploader store={cv} />
      </Paper>
    </CvPageFrame>
  );
});
