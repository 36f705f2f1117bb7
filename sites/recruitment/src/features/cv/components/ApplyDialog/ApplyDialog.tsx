import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconSend } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { observer } from 'mobx-react-lite';
import { DialogModal } from '@brokerage/shared/ui/components/DialogModal/DialogModal.tsx';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { CvStore } from '../../stores/CvStore';
import type { ApplyVia, JobActionsStore } from '../../stores/JobActionsStore';
import { UploadCvModal } from '../UploadCvModal/UploadCvModal';

const KNOWN_ERRORS = [
  'job_already_applied',
  'job_expired',
  'cv_incomplete',
  'cv_not_uploaded',
  'job_not_found',
] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];
const isKnown = (code: string): code is KnownError =>
  (KNOWN_ERRORS as readonly string[]).includes(code);

interface ApplyDialogProps {
  actions: JobActionsStore;
  cv: CvStore;
}

/**
 * Apply (docs/recruitment.md `apply?via_cv_online=`): the online CV, disabled with a link to
 * finish it while incomplete, or the uploaded PDF, with an upload in a modal when there is none
 * yet; then confirm. A refusal (§8: already applied, expired, CV incomplete, no CV) stays in the
 * dialog with the choice kept.
 */
export const ApplyDialog = observer(function ApplyDialog({ actions, cv }: ApplyDialogProps) {
  const { t } = useTranslation('recruitment');
  const [uploadOpen, setUploadOpen] = useState(false);
  const job = actions.applyJob;
  const opened = job !== null;

  useEffect(() => {
    if (opened) void cv.loadAll();
  }, [opened, cv]);

  if (!job) return null;
  const loading =
    (cv.editor.loadState === 'loading' && !cv.editor.cv) ||
    (cv.uploadedState === 'loading' && !cv.uploaded);
  const onlineReady = cv.cvComplete;
  const pdfReady = cv.hasPdf;
  const error = actions.applyError;

  const handleConfirm = async () => {
    const title = job.title;
    if (await actions.confirmApply()) {
      notifications.show({
        color: 'teal',
        message: t('cv.apply.success', { title }),
        closeButtonProps: { 'aria-label': t('cv.upload.close') },
      });
    }
  };

  return (
    <>
      <DialogModal
        opened={opened && !uploadOpen}
        onClose={actions.closeApply}
        title={t('cv.apply.title', { title: job.title })}
        size="lg"
      >
        {loading ? (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>{t('cv.apply.loading')}</Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Radio.Group
              label={t('cv.apply.choose')}
              value={actions.applyVia ?? ''}
              onChange={(value) => actions.chooseVia(value as ApplyVia)}
              withAsterisk
            >
              <Stack gap="md" mt="sm">
                <div>
                  <Radio
                    value="online"
                    label={t('cv.apply.online')}
                    disabled={!onlineReady}
                    description={
                      onlineReady ? t('cv.apply.onlineReady') : t('cv.apply.onlineIncomplete')
                    }
                  />
                  {!onlineReady && (
                    <Anchor
                      component={Link}
                      route="editCv"
                      size="sm"
                      ml={32}
                      onClick={actions.closeApply}
                    >
                      {t('cv.apply.finishOnline')}
                    </Anchor>
                  )}
                </div>
                <div>
                  <Radio
                    value="pdf"
                    label={t('cv.apply.pdf')}
                    disabled={!pdfReady}
                    description={
                      cv.uploaded
                        ? t('cv.apply.pdfReady', { name: cv.uploaded.fileName })
                        : t('cv.apply.noPdf')
                    }
                  />
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    ml={24}
                    mt={4}
                    leftSection={<IconFileUpload size={16} aria-hidden />}
                    onClick={() => {
                      cv.clearUploadError();
                      setUploadOpen(true);
                    }}
                  >
                    {t('cv.apply.uploadNow')}
                  </Button>
                </div>
              </Stack>
            </Radio.Group>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {t(`cv.apply.errors.${isKnown(error) ? error : 'failed'}`)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={actions.closeApply} disabled={actions.applying}>
                {t('cv.apply.cancel')}
              </Button>
              <Button
                onClick={() => void handleConfirm()}
                loading={actions.applying}
                disabled={actions.applyVia === null || error === 'job_already_applied'}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t('cv.apply.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </DialogModal>
      <UploadCvModal
        store={cv}
        opened={uploadOpen}
        onClose={() => {
          setUploadOpen(false);
          if (cv.hasPdf) actions.chooseVia('pdf');
        }}
      />
    </>
  );
});
