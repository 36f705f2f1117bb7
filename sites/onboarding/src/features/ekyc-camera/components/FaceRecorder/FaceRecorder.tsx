import { useId, useState } from 'react';
import { Alert, Anchor, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import {
  IconPlayerRecord,
  IconRefresh,
  IconCheck,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import {
  StatusAlert,
  StatusRegion,
} from '@brokerage/shared/ui/components/StatusRegion/StatusRegion.tsx';
import { EKYC_LIMITS, FACE_VIDEO_EXTENSIONS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { useBrowserSupport } from '../../hooks/useBrowserSupport';
import { useCameraStream } from '../../hooks/useCameraStream';
import { useFaceFraming, type FaceFraming } from '../../hooks/useFaceFraming';
import { useFaceRecording } from '../../hooks/useFaceRecording';
import { checkVideoFile, type VideoProblem } from '../../lib/faceVideo';
import { toMegabytes } from '../../lib/photoFile';
import { CameraProblem } from '../CameraProblem/CameraProblem';
import { CameraStage } from '../CameraStage/CameraStage';
import { CaptureGuidance } from '../CaptureGuidance/CaptureGuidance';
import { FilePicker } from '../FilePicker/FilePicker';
import { PressAndHoldButton } from '../PressAndHoldButton/PressAndHoldButton';
import classes from './FaceRecorder.module.css';

export interface FaceRecorderProps {
  /** The recorded (or, from the camera app, chosen) video, once the customer keeps it. */
  onRecorded(file: File): void;
  /** While the parent uploads. */
  disabled?: boolean;
}

/** The camera app's video: the types of spec §8 by MIME and by extension (iOS gives .mov). */
const VIDEO_ACCEPT = ['video/*', ...FACE_VIDEO_EXTENSIONS.map((extension) => `.${extension}`)].join(
  ',',
);

type HintKey = 'loading' | 'unavailable' | NonNullable<FaceFraming['hint']>;

/**
 * The one hint of the live view: the detector's, or why there is none yet. A model that loaded
 * may still take seconds over its first detection (its shaders compile), hence "loading" until
 * the first hint.
 */
export function hintOf({ model, hint, graceOver }: FaceFraming): HintKey {
  // No hint after the grace period (a model still loading, or too slow to answer): no help.
  if (model === 'failed' || (hint === null && graceOver)) return 'unavailable';
  return hint ?? 'loading';
}

/**
 * The face video of spec §2/§8: the front camera, mirrored, inside an oval guide, with live
 * framing help from a face detector (one face, centred, large enough). Recording (about 4 s,
 * MediaRecorder) opens once the framing is right, or after a grace period where the detector
 * cannot run; the customer then watches the video and keeps it or records again. A phone that
 * cannot record in the browser can send a video from its own camera app.
 */
export function FaceRecorder({ onRecorded, disabled = false }: FaceRecorderProps) {
  const { t } = useTranslation('onboarding');
  const camera = useCameraStream({ facingMode: 'user', width: 1280, height: 720 });
  const support = useBrowserSupport();
  const recording = useFaceRecording(camera.stream);
  const live = camera.status === 'live';
  const framing = useFaceFraming(camera.videoRef, live && recording.phase === 'idle');
  const [nativeOpen, setNativeOpen] = useState(false);
  const [videoProblem, setVideoProblem] = useState<VideoProblem | null>(null);
  const nativeId = useId();

  const noRecorder = support !== null && !support.recorder;
  const hint = hintOf(framing);
  // Without a model there is nothing to wait for once it has failed; while it loads or has not
  // answered yet, the grace period. The vendor judges the video either way.
  const framed = hint === 'ready' || hint === 'unavailable';
  const canRecord = !disabled && live && !noRecorder && recording.phase !== 'recording' && framed;
  const showLive = recording.phase !== 'done';
  const maxMb = toMegabytes(EKYC_LIMITS.videoMaxBytes);

  const handleFile = (file: File) => {
    const problem = checkVideoFile(file);
    setVideoProblem(problem);
    if (!problem) onRecorded(file);
  };

  const status = (() => {
    if (recording.phase === 'recording')
      return (
        <>
          <Text fw={700}>{t('ekyc.camera.face.recording', { count: recording.secondsLeft })}</Text>
          <Text size="sm">{t('ekyc.camera.face.recordingHint')}</Text>
        </>
      );
    if (recording.phase === 'done') return <Text>{t('ekyc.camera.face.recorded')}</Text>;
    if (recording.phase === 'failed')
      return (
        <StatusAlert outcome="failure" title={t('ekyc.camera.problem.connectionFailed.title')}>
          {t('ekyc.camera.face.failed')}
        </StatusAlert>
      );
    return live && !noRecorder ? (
      <Text fw={hint === 'ready' ? 700 : 400}>{t(`ekyc.camera.face.hint.${hint}`)}</Text>
    ) : null;
  })();

  return (
    <Stack gap="md">
      <CaptureGuidance
        heading={t('ekyc.camera.faceGuidance.heading')}
        items={[
          t('ekyc.camera.faceGuidance.distance'),
          t('ekyc.camera.faceGuidance.light'),
          t('ekyc.camera.faceGuidance.alone'),
          t('ekyc.camera.faceGuidance.uncovered'),
        ]}
      />

      {noRecorder && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconVideoOff aria-hidden />}
          title={t('ekyc.camera.face.noRecorder.title')}
        >
          {t('ekyc.camera.face.noRecorder.body')}
        </Alert>
      )}

      {camera.status === 'failed' && camera.problem ? (
        <CameraProblem
          problem={camera.problem}
          platform={support?.platform ?? 'desktop'}
          onRetry={camera.retry}
        />
      ) : (
        <CameraStage
          camera={camera}
          label={t('ekyc.camera.video.face')}
          mirrored
          hidden={!showLive}
          className={classes.stage}
          frame={
            <div
              className={classes.oval}
              data-ready={hint === 'ready' || undefined}
              data-recording={recording.phase === 'recording' || undefined}
              aria-hidden
            />
          }
        />
      )}

      {recording.phase === 'done' && recording.url && (
        <video
          className={classes.preview}
          src={recording.url}
          controls
          playsInline
          aria-label={t('ekyc.camera.face.preview')}
        />
      )}

      <StatusRegion className={classes.status}>{status}</StatusRegion>

      {recording.phase === 'done' && recording.file ? (
        <Group grow gap="sm" className={classes.actions}>
          <Button
            size="md"
            disabled={disabled}
            onClick={() => recording.file && onRecorded(recording.file)}
            leftSection={<IconCheck size={18} aria-hidden />}
          >
            {t('ekyc.camera.face.use')}
          </Button>
          <Button
            size="md"
            variant="default"
            disabled={disabled}
            onClick={recording.reset}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t('ekyc.camera.face.again')}
          </Button>
        </Group>
      ) : (
        camera.status !== 'failed' &&
        !noRecorder &&
        (support?.webView ? (
          <PressAndHoldButton onConfirm={recording.start} disabled={!canRecord}>
            {t('ekyc.camera.face.record')}
          </PressAndHoldButton>
        ) : (
          <Button
            size="md"
            onClick={recording.start}
            disabled={!canRecord}
            leftSection={<IconPlayerRecord size={18} aria-hidden />}
          >
            {t('ekyc.camera.face.record')}
          </Button>
        ))
      )}

      <Stack gap="xs">
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={nativeOpen || noRecorder}
          aria-controls={nativeId}
          onClick={() => setNativeOpen((open) => !open)}
        >
          {t('ekyc.camera.face.nativeApp.toggle')}
        </Anchor>
        <Collapse expanded={nativeOpen || noRecorder} id={nativeId}>
          <FilePicker
            label={t('ekyc.camera.face.nativeApp.button')}
            hint={t('ekyc.camera.face.nativeApp.hint', { maxMb })}
            accept={VIDEO_ACCEPT}
            capture="user"
            icon={<IconVideo size={18} aria-hidden />}
            disabled={disabled}
            onFile={handleFile}
          />
        </Collapse>
        <StatusRegion>
          {videoProblem && (
            <StatusAlert outcome="failure" title={t('ekyc.camera.photoProblem.title')}>
              {videoProblem.kind === 'size'
                ? t('ekyc.camera.face.videoProblem.size', {
                    maxMb,
                    sizeMb: toMegabytes(videoProblem.bytes),
                  })
                : t('ekyc.camera.face.videoProblem.type')}
            </StatusAlert>
          )}
        </StatusRegion>
      </Stack>
    </Stack>
  );
}
