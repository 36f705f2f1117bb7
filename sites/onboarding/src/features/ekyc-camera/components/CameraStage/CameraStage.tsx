import { useState, type ReactNode } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CameraStream } from '../../hooks/useCameraStream';
import classes from './CameraStage.module.css';

interface CameraStageProps {
  camera: CameraStream;
  /** The video's accessible name: which camera, and what to put in the frame. */
  label: string;
  /** The guide drawn over the live picture (a card, a sheet of paper, an oval). */
  frame: ReactNode;
  /** The front camera shows the customer as a mirror does. */
  mirrored?: boolean;
  /** Take the shape of the camera's picture, so what is seen is what is captured. */
  fitVideo?: boolean;
  hidden?: boolean;
  /** The stage's size and shape on this screen. */
  className?: string;
}

/** The live camera picture with a guide over it, or "starting the camera" until it plays. */
export function CameraStage({
  camera,
  label,
  frame,
  mirrored,
  fitVideo,
  hidden,
  className,
}: CameraStageProps) {
  const { t } = useTranslation('onboarding');
  const [aspect, setAspect] = useState<string | undefined>(undefined);
  const live = camera.status === 'live';
  return (
    <div
      className={className ? `${classes.stage} ${className}` : classes.stage}
      style={fitVideo && aspect ? { aspectRatio: aspect } : undefined}
      hidden={hidden}
    >
      <video
        ref={camera.videoRef}
        className={mirrored ? `${classes.video} ${classes.mirrored}` : classes.video}
        autoPlay
        muted
        playsInline
        aria-label={label}
        hidden={!live}
        onLoadedMetadata={(event) => {
          const { videoWidth, videoHeight } = event.currentTarget;
          if (videoWidth && videoHeight) setAspect(`${videoWidth} / ${videoHeight}`);
        }}
      />
      {live ? (
        frame
      ) : (
        <Stack align="center" gap="xs" className={classes.starting}>
          <Loader color="white" size="sm" aria-hidden />
          <Text size="sm">{t('ekyc.camera.starting')}</Text>
        </Stack>
      )}
    </div>
  );
}
