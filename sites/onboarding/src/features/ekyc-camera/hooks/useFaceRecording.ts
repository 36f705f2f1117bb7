import { useCallback, useEffect, useRef, useState } from 'react';
import { pickRecorderFormat, recordedFile } from '../lib/faceVideo';

/** About 4 s: past the vendor's minimum, short enough to hold still and upload on 4G. */
export const RECORD_MS = 4000;

export type RecordingPhase = 'idle' | 'recording' | 'done' | 'failed';

export interface FaceRecording {
  phase: RecordingPhase;
  /** Whole seconds left while recording, for the countdown. */
  secondsLeft: number;
  file: File | null;
  /** An object URL of `file` for the preview, revoked on reset and unmount. */
  url: string | null;
  start(): void;
  reset(): void;
}

const IDLE = { phase: 'idle', secondsLeft: 0, file: null, url: null } as const;

/** Records RECORD_MS of the stream with MediaRecorder; a new stream cancels what was running. */
export function useFaceRecording(stream: MediaStream | null): FaceRecording {
  const [state, setState] = useState<Omit<FaceRecording, 'start' | 'reset'>>(IDLE);
  const cancelRef = useRef<(() => void) | null>(null);
  const urlRef = useRef<string | null>(null);

  const revoke = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  const start = useCallback(() => {
    if (!stream || typeof MediaRecorder === 'undefined' || cancelRef.current) return;
    const format = pickRecorderFormat((type) => MediaRecorder.isTypeSupported?.(type) ?? false);
    let recorder: MediaRecorder;
    try {
      recorder = format.mimeType
        ? new MediaRecorder(stream, { mimeType: format.mimeType })
        : new MediaRecorder(stream);
    } catch {
      setState({ ...IDLE, phase: 'failed' });
      return;
    }
    const chunks: Blob[] = [];
    let cancelled = false;
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const left = Math.max(1, Math.ceil((RECORD_MS - (Date.now() - startedAt)) / 1000));
      setState((current) =>
        current.secondsLeft === left ? current : { ...current, secondsLeft: left },
      );
    }, 250);
    const stop = setTimeout(() => {
      if (recorder.state !== 'inactive') recorder.stop();
    }, RECORD_MS);
    const finish = () => {
      clearInterval(tick);
      clearTimeout(stop);
      cancelRef.current = null;
    };

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => {
      cancelled = true;
      finish();
      if (recorder.state !== 'inactive') recorder.stop();
      setState({ ...IDLE, phase: 'failed' });
    };
    recorder.onstop = () => {
      finish();
      if (cancelled) return;
      const file = recordedFile(chunks, recorder.mimeType || format.mimeType || 'video/webm');
      if (file.size === 0) {
        setState({ ...IDLE, phase: 'failed' });
        return;
      }
      revoke();
      urlRef.current = URL.createObjectURL(file);
      setState({ phase: 'done', secondsLeft: 0, file, url: urlRef.current });
    };
    cancelRef.current = () => {
      cancelled = true;
      finish();
      if (recorder.state !== 'inactive') recorder.stop();
    };

    try {
      // Chunks every second: a recorder stopped early by a dropped camera still has most of it.
      recorder.start(1000);
    } catch {
      finish();
      setState({ ...IDLE, phase: 'failed' });
      return;
    }
    setState({ ...IDLE, phase: 'recording', secondsLeft: Math.ceil(RECORD_MS / 1000) });
  }, [stream]);

  const reset = useCallback(() => {
    cancelRef.current?.();
    revoke();
    setState(IDLE);
  }, []);

  // A new (or no) stream: whatever was being recorded belonged to the old one.
  useEffect(
    () => () => {
      if (!cancelRef.current) return;
      cancelRef.current();
      setState(IDLE);
    },
    [stream],
  );
  useEffect(() => revoke, []);

  return { ...state, start, reset };
}
