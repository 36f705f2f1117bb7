import { Suspense } from 'react';
import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useEkycErrorText } from '../../../hooks/useEkycErrorText';
import type { EkycCameraSlots, EkycDeviceInfo } from '../../../lib/cameraSlots';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import { HandoffPanel } from '../../HandoffPanel/HandoffPanel';
import { NextButton } from '../../NextButton/NextButton';
import { StepCard } from '../../StepCard/StepCard';
import { FlowAlert } from '../../FlowAlert/FlowAlert';

interface FaceVideoStepProps {
  store: EkycFlowStore;
  camera: EkycCameraSlots;
  device: EkycDeviceInfo | null;
}

/** Step 3 (`face_video`): a short video of the face, matched with the card's photo. */
export const FaceVideoStep = observer(function FaceVideoStep({
  store,
  camera,
  device,
}: FaceVideoStepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useEkycErrorText();
  const { face } = store;
  const { FaceRecorder } = camera;
  const done = store.step !== 'face_video';
  return (
    <StepCard
      headingId="ekyc-step-face"
      title={t('ekyc.face.heading')}
      intro={t('ekyc.face.intro')}
    >
      {/* Light, distance and being alone are the recorder's own guidance, beside the camera. */}
      <Text size="sm">{t('ekyc.face.tips.move')}</Text>
      {device?.noCamera && !done && <HandoffPanel store={store} noCamera />}
      <div role="status" aria-live="polite">
        {face.status === 'uploading' && (
          <Stack gap={4}>
            <Text size="sm">{t('ekyc.face.uploading')}</Text>
            <Progress
              value={Math.round(face.progress * 100)}
              aria-label={t('ekyc.face.progress')}
              animated
            />
          </Stack>
        )}
        {face.status === 'verified' && (
          <FlowAlert
            role="group"
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={t('ekyc.face.verified')}
          >
            {t('ekyc.face.verifiedText')}
          </FlowAlert>
        )}
        {face.status === 'failed' && face.error && (
          <FlowAlert
            role="group"
            color="red"
            variant="light"
            title={t(store.unsentFace ? 'ekyc.face.notSent' : 'ekyc.face.failed')}
          >
            {errorText(face.error, 'file')}
            {store.unsentFace && face.error.retryAfterSeconds !== undefined && (
              <> {t('ekyc.flow.retryAfter', { count: face.error.retryAfterSeconds })}</>
            )}
          </FlowAlert>
        )}
      </div>
      {face.status === 'empty' && !done && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('ekyc.flow.cameraLoading')} />}>
          <FaceRecorder onRecorded={(file) => void store.uploadFaceVideo(file)} />
        </Suspense>
      )}
      <Group>
        {face.status === 'failed' && store.unsentFace && (
          <Button
            onClick={() => void store.resendFace()}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {t('ekyc.face.resend')}
          </Button>
        )}
        {face.status === 'failed' && (
          <Button
            variant="default"
            onClick={store.retryFace}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t('ekyc.face.retry')}
          </Button>
        )}
        {done && <NextButton onClick={store.continueToNext} />}
      </Group>
    </StepCard>
  );
});
