import { Suspense } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera, IconCircleCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycDocumentKind } from '@brokerage/shared/validation/ekyc/codes.ts';
import { useEkycErrorText } from '../../../hooks/useEkycErrorText';
import type { EkycCameraSlots } from '../../../lib/cameraSlots';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import classes from './DocumentSlot.module.css';
import { FlowAlert } from '../../FlowAlert/FlowAlert';

interface DocumentSlotProps {
  store: EkycFlowStore;
  kind: EkycDocumentKind;
  IdCapture: EkycCameraSlots['IdCapture'];
}

/**
 * One picture of the identity step: the camera (or a file) until it is verified, then its
 * thumbnail. A refusal says why, in the vendor's words for the code, and the camera comes back
 * for this picture only; the others keep theirs.
 */
export const DocumentSlot = observer(function DocumentSlot({
  store,
  kind,
  IdCapture,
}: DocumentSlotProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useEkycErrorText();
  const slot = store.documents[kind];
  const headingId = `ekyc-document-${kind}`;
  const capturing = slot.status === 'empty' || slot.status === 'failed';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {t(`ekyc.documents.kinds.${kind}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`ekyc.documents.kinds.${kind}.hint`)}
            </Text>
          </div>
          {slot.status === 'verified' && (
            <Badge
              // Filled teal-9 (5:1 with white): the light badge's teal on teal-1 is 4.3:1.
              color="teal.9"
              variant="filled"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
            >
              {t('ekyc.documents.status.verified')}
            </Badge>
          )}
        </Group>
        {slot.previewUrl && !capturing && (
          <Image
            className={classes.thumbnail}
            src={slot.previewUrl}
            alt={t('ekyc.documents.thumbnailAlt', {
              name: t(`ekyc.documents.kinds.${kind}.title`),
            })}
            radius="sm"
          />
        )}
        <div role="status" aria-live="polite">
          {slot.status === 'uploading' && (
            <Stack gap={4}>
              <Text size="sm">{t('ekyc.documents.status.uploading')}</Text>
              <Progress
                value={Math.round(slot.progress * 100)}
                aria-label={t('ekyc.documents.progress', {
                  name: t(`ekyc.documents.kinds.${kind}.title`),
                })}
                animated
              />
            </Stack>
          )}
          {slot.status === 'failed' && slot.error && (
            <FlowAlert
              role="group"
              color="red"
              variant="light"
              title={t('ekyc.documents.status.failed')}
            >
              {errorText(slot.error, 'file')} {t('ekyc.documents.retakeHint')}
            </FlowAlert>
          )}
        </div>
        {capturing && (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t('ekyc.flow.cameraLoading')} />}>
            <IdCapture
              side={kind}
              onCapture={(file) => void store.uploadDocument(kind, file)}
              disabled={store.documents[kind].status === 'uploading'}
            />
          </Suspense>
        )}
        {/* Once the server has moved past the pictures, they are final. */}
        {slot.status === 'verified' && store.step === 'id_documents' && (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => store.retakeDocument(kind)}
            >
              {t('ekyc.documents.retake')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
});
