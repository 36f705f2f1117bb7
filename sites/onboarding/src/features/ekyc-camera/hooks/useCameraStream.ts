import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CameraProblem } from '../lib/cameraErrors';
import {
  sharedCamera,
  type CameraRequest,
  type CameraState,
  type CameraStatus,
  type SharedCamera,
} from '../lib/sharedCamera';

export type { CameraStatus };

export interface CameraStream {
  /** Put on the <video>: the stream is attached to it once the camera answers. */
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  problem: CameraProblem | null;
  stream: MediaStream | null;
  /** Asks for the camera again (after a refusal, a busy camera or a dropped connection). */
  retry(): void;
}

/**
 * The camera for one capture screen: started on mount (shared with any other screen showing
 * the same camera), every track stopped once the last of them unmounts.
 */
export function useCameraStream({ facingMode, width, height }: CameraRequest): CameraStream {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const cameraRef = useRef<SharedCamera | null>(null);
  const [state, setState] = useState<CameraState>({
    status: 'starting',
    problem: null,
    stream: null,
  });

  useEffect(() => {
    const camera = sharedCamera({ facingMode, width, height });
    cameraRef.current = camera;
    return camera.subscribe(setState);
  }, [facingMode, width, height]);

  // The element may mount after the stream arrives (it is hidden while starting).
  const { stream } = state;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    // iOS plays only muted inline video without a gesture; a refusal here is harmless, the
    // element's autoPlay tries again.
    void Promise.resolve(video.play?.()).catch(() => {});
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  const retry = useCallback(() => cameraRef.current?.retry(), []);
  return { videoRef, ...state, retry };
}
