import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEdit, IconEye, IconFileUpload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatFileSize } from '../../lib/fileChecks';
import type { CvStore } from '../../stores/CvStore';
import { CvCompleteness } from '../CvCompleteness/CvCompleteness';
import { CvPreview } from '../CvPreview/CvPreview';

/**
 * `cv-ung-tuyen`: the online CV read-only with its completeness (and the prompt to finish it),
 * its PDF export, and the uploaded PDF (view, replace).
 */
export const MyCvs = observer(function MyCvs({
  store,
  locale,
}: {
  store: CvStore;
  locale: Locale;
}) {
  const { t } = useTranslation('recruitment');
  const editor = store.editor;
  useEffect(() => {
    // A fresh read: another tab (or the editor a moment ago) may have changed it.
    if (!editor.dirty) void editor.load();
    void store.loadUploaded();
  }, [store, editor]);

  const uploaded = store.uploaded;
  return (
    <Stack gap="xl">
      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="my-cv-online"
      >
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} size="h3" id="my-cv-online">
              {t('cv.myCv.onlineTitle')}
            </Title>
            <Group gap="xs">
              <Button
                component={Link}
                route="editCv"
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                {t('cv.myCv.edit')}
              </Button>
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={store.exporting}
                onClick={() => void store.exportPdf(t('cv.myCv.exportFileName'))}
                disabled={!editor.cv}
              >
                {t('cv.myCv.exportPdf')}
              </Button>
            </Group>
          </Group>
          <div role="status" aria-live="polite">
            {store.exporting && <Text size="sm">{t('cv.myCv.exporting')}</Text>}
          </div>
          {store.exportError && (
            <Alert color="red" variant="light" role="alert">
              {t('cv.myCv.exportFailed')}
            </Alert>
          )}
          {editor.loadState === 'failed' && !editor.cv ? (
            <Alert color="red" variant="light" role="alert" title={t('cv.myCv.loadFailed')}>
              <Button mt="sm" size="sm" onClick={() => void editor.load()}>
                {t('cv.myCv.retry')}
              </Button>
            </Alert>
          ) : !editor.cv ? (
            <Group gap="sm" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text>{t('cv.myCv.loading')}</Text>
            </Group>
          ) : (
            <>
              <CvCompleteness complete={editor.complete} missing={editor.missing} locale={locale} />
              <CvPreview cv={editor.cv} />
            </>
          )}
        </Stack>
      </Paper>

      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="my-cv-pdf"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="my-cv-pdf">
            {t('cv.myCv.pdfTitle')}
          </Title>
          {store.uploadedState === 'loading' && !uploaded ? (
            <Group gap="sm" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text>{t('cv.myCv.loading')}</Text>
            </Group>
          ) : store.uploadedState === 'failed' ? (
            <Alert color="red" variant="light" role="alert" title={t('cv.myCv.loadFailed')}>
              <Button mt="sm" size="sm" onClick={() => void store.loadUploaded()}>
                {t('cv.myCv.retry')}
              </Button>
            </Alert>
          ) : uploaded ? (
            <Stack gap="xs">
              <Text fw={600} className="cv-file-name" style={{ overflowWrap: 'anywhere' }}>
                {uploaded.fileName}
              </Text>
              <Text size="sm" c="dimmed">
                {t('cv.myCv.fileFacts', {
                  size: formatFileSize(uploaded.size, locale),
                  pages: uploaded.pages,
                  date: formatDate(uploaded.uploadedAt),
                })}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden />}
                  loading={store.opening}
                  onClick={() => void store.openFile('uploaded')}
                >
                  {t('cv.myCv.viewPdf')}
                </Button>
                <Button
                  component={Link}
                  route="applicationCvFile"
                  variant="subtle"
                  leftSection={<IconFileUpload size={16} aria-hidden />}
                >
                  {t('cv.myCv.replacePdf')}
                </Button>
              </Group>
              {store.openError && (
                <Alert color="red" variant="light" role="alert">
                  {t('cv.myCv.openFailed')}
                </Alert>
              )}
            </Stack>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text>{t('cv.myCv.noPdf')}</Text>
              <Button
                component={Link}
                route="applicationCvFile"
                leftSection={<IconFileUpload size={16} aria-hidden />}
              >
                {t('cv.myCv.uploadPdf')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
});
