import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import {
  StatusAlert,
  StatusRegion,
} from '@brokerage/shared/ui/components/StatusRegion/StatusRegion.tsx';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { useBrowserSupport } from '../../hooks/useBrowserSupport';
import { useCameraStream } from '../../hooks/useCameraStream';
import {
  checkPhotoFile,
  dimensionProblem,
  toMegabytes,
  type PhotoProblem,
} from '../../lib/photoFile';
import { CameraProblem } from '../CameraProblem/CameraProblem';
import { CameraStage } from '../CameraStage/CameraStage';
import { CaptureGuidance } from '../CaptureGuidance/CaptureGuidance';
import { FilePicker } from '../FilePicker/FilePicker';
import { PressAndHoldButton } from '../PressAndHoldButton/PressAndHoldButton';
import classes from './IdCapture.module.css';

export type IdCaptureSide = 'front' | 'back' | 'signature';

export interface IdCaptureProps {
  side: IdCaptureSide;
  /** A JPEG from the camera, or the customer's own JPEG/PNG once it passed the checks. */
  onCapture(file: File): void;
  /** While the parent uploads: nothing can be captured or chosen. */
  disabled?: boolean;
}

/** Spec §5 photos: the types the file chooser offers (the bytes are checked all the same). */
const ACCEPT = 'image/jpeg,image/png';
/** Between 0.9 and 0.95 a card's small print stays sharp at a third of the PNG's size. */
const JPEG_QUALITY = 0.92;

type Feedback =
  { kind: 'checking' } | { kind: 'problem'; problem: PhotoProblem } | { kind: 'captured' } | null;

function grabFrame(video: HTMLVideoElement, name: string): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], name, { type: 'image/jpeg' }) : null),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/**
 * One picture of the identity step (ID front, ID back, the signature): the rear camera in a
 * card- or paper-shaped frame with spec §2's guidance, and a file upload that is always there
 * (the camera refused, missing or busy; or a customer who prefers a photo already taken).
 */
export function IdCapture({ side, onCapture, disabled = false }: IdCaptureProps) {
  const { t } = useTranslation('onboarding');
  const camera = useCameraStream({ facingMode: 'environment', width: 1920, height: 1080 });
  const support = useBrowserSupport();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const sideLabel = t(`ekyc.camera.side.${side}`);
  const live = camera.status === 'live';

  const problemText = (problem: PhotoProblem): string => {
    const limits = {
      maxMb: toMegabytes(EKYC_LIMITS.photoMaxBytes),
      minWidth: EKYC_LIMITS.photoMinWidth,
      minHeight: EKYC_LIMITS.photoMinHeight,
      maxSide: EKYC_LIMITS.photoMaxSide,
    };
    switch (problem.kind) {
      case 'type':
        return t('ekyc.camera.photoProblem.type', { side: sideLabel });
      case 'size':
        return t('ekyc.camera.photoProblem.size', {
          ...limits,
          sizeMb: toMegabytes(problem.bytes),
        });
      case 'tooSmall':
      case 'tooLarge':
        return t(`ekyc.camera.photoProblem.${problem.kind}`, {
          ...limits,
          width: problem.width,
          height: problem.height,
        });
      case 'unreadable':
        return t('ekyc.camera.photoProblem.unreadable');
    }
  };

  const handleCapture = async () => {
    const video = camera.videoRef.current;
    if (disabled || !video || !video.videoWidth) return;
    // A low-resolution webcam: better said now than after the upload.
    const tooSmall = dimensionProblem(video.videoWidth, video.videoHeight);
    if (tooSmall) {
      setFeedback({ kind: 'problem', problem: tooSmall });
      return;
    }
    const file = await grabFrame(video, `${side}.jpg`);
    if (!file) {
      setFeedback({ kind: 'problem', problem: { kind: 'unreadable' } });
      return;
    }
    setFeedback({ kind: 'captured' });
    onCapture(file);
  };

  const handleFile = async (file: File) => {
    setFeedback({ kind: 'checking' });
    const problem = await checkPhotoFile(file);
    if (problem) {
      setFeedback({ kind: 'problem', problem });
      return;
    }
    setFeedback(null);
    onCapture(file);
  };

  const captureLabel = t('ekyc.camera.capture', { side: sideLabel });
  const captureDisabled = disabled || !live;

  return (
    <Stack gap="md">
      <CaptureGuidance
        heading={t('ekyc.camera.guidance.heading')}
        items={[
          t('ekyc.camera.guidance.distance'),
          t('ekyc.camera.guidance.light'),
          t(side === 'signature' ? 'ekyc.camera.guidance.paper' : 'ekyc.camera.guidance.card'),
        ]}
      />

      {camera.status === 'failed' && camera.problem ? (
        <CameraProblem
          problem={camera.problem}
          platform={support?.platform ?? 'desktop'}
          onRetry={camera.retry}
          note={t('ekyc.camera.problem.uploadInstead')}
        />
      ) : (
        <CameraStage
          camera={camera}
          label={t(`ekyc.camera.video.${side}`)}
          fitVideo
          className={classes.stage}
          frame={
            <div className={side === 'signature' ? classes.paper : classes.card} aria-hidden />
          }
        />
      )}

      {camera.status !== 'failed' &&
        (support?.webView ? (
          <PressAndHoldButton onConfirm={() => void handleCapture()} disabled={captureDisabled}>
            {captureLabel}
          </PressAndHoldButton>
        ) : (
          <Button
            size="md"
            onClick={() => void handleCapture()}
            disabled={captureDisabled}
            leftSection={<IconCamera size={18} aria-hidden />}
          >
            {captureLabel}
          </Button>
        ))}

      <FilePicker
        label={t('ekyc.camera.upload.button')}
        hint={t('ekyc.camera.upload.hint', {
          maxMb: toMegabytes(EKYC_LIMITS.photoMaxBytes),
          minWidth: EKYC_LIMITS.photoMinWidth,
          minHeight: EKYC_LIMITS.photoMinHeight,
        })}
        accept={ACCEPT}
        icon={<IconUpload size={18} aria-hidden />}
        disabled={disabled}
        onFile={(file) => void handleFile(file)}
      />

      <StatusRegion>
        {feedback?.kind === 'checking' && <Text size="sm">{t('ekyc.camera.upload.checking')}</Text>}
        {feedback?.kind === 'captured' && (
          <Text size="sm">{t('ekyc.camera.captured', { side: sideLabel })}</Text>
        )}
        {feedback?.kind === 'problem' && (
          <StatusAlert outcome="failure" title={t('ekyc.camera.photoProblem.title')}>
            {problemText(feedback.problem)}
          </StatusAlert>
        )}
      </StatusRegion>
    </Stack>
  );
}
