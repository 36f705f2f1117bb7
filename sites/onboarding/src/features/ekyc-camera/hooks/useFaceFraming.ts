import { useEffect, useState, type RefObject } from 'react';
import type { FaceDetector } from '../lib/faceDetector';
import { framingHint, type FramingHint } from '../lib/framingHint';

/** A few detections a second: smooth enough to follow, light enough for a phone. */
export const DETECT_EVERY_MS = 250;
/** Without a working model, recording is allowed after this long: the server decides. */
export const FRAMING_GRACE_MS = 10_000;
/** Detections in a row that must fail before the model is given up. */
const MAX_FAILURES = 3;

export type FaceModelStatus = 'loading' | 'ready' | 'failed';

export interface FaceFraming {
  model: FaceModelStatus;
  /** The current hint; null until two detections agree. */
  hint: FramingHint | null;
  /** The grace period since the camera went live is over. */
  graceOver: boolean;
}

/**
 * Live framing help on the face video: the detector (its own lazy chunk) runs on the video while
 * `active`, throttled on animation frames, paused while the page is hidden and stopped on
 * unmount. A hint changes only when two detections in a row agree, so it does not flicker.
 */
export function useFaceFraming(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
): FaceFraming {
  const [model, setModel] = useState<FaceModelStatus>('loading');
  const [hint, setHint] = useState<FramingHint | null>(null);
  const [graceOver, setGraceOver] = useState(false);

  useEffect(() => {
    if (!active || graceOver) return;
    const timer = setTimeout(() => setGraceOver(true), FRAMING_GRACE_MS);
    return () => clearTimeout(timer);
  }, [active, graceOver]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let detector: FaceDetector | null = null;
    let frame = 0;
    let last = -Infinity;
    let busy = false;
    let failures = 0;
    let candidate: FramingHint | null = null;

    const loop = (now: number) => {
      frame = 0;
      if (stopped || !detector || document.hidden) return;
      frame = requestAnimationFrame(loop);
      const video = videoRef.current;
      if (busy || now - last < DETECT_EVERY_MS || !video || video.readyState < 2) return;
      busy = true;
      last = now;
      detector
        .detect(video)
        .then((faces) => {
          failures = 0;
          const next = framingHint(faces);
          if (!stopped && next === candidate) setHint(next);
          candidate = next;
        })
        .catch(() => {
          failures += 1;
          if (failures >= MAX_FAILURES && !stopped) {
            stopped = true;
            setModel('failed');
          }
        })
        .finally(() => {
          busy = false;
        });
    };
    const resume = () => {
      if (!stopped && detector && !document.hidden && !frame) frame = requestAnimationFrame(loop);
    };
    document.addEventListener('visibilitychange', resume);

    import('../lib/faceDetector')
      .then(({ loadFaceDetector }) => loadFaceDetector())
      .then((loaded) => {
        if (stopped) return;
        detector = loaded;
        setModel('ready');
        resume();
      })
      .catch(() => {
        if (!stopped) setModel('failed');
      });

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', resume);
    };
  }, [active, videoRef]);

  return { model, hint, graceOver };
}
