// Recording the face video (MediaRecorder) and checking a video chosen from the phone's own
// camera app (spec §8: mov, mp4, mkv, webm).
import { EKYC_LIMITS, FACE_VIDEO_EXTENSIONS } from '@brokerage/shared/validation/ekyc/codes.ts';

export interface RecorderFormat {
  /** Undefined: let the browser choose (it then reports its choice on the recorder). */
  mimeType: string | undefined;
  extension: 'webm' | 'mp4';
}

/** The first type this browser records, in the vendor's order of preference. */
export const RECORDER_TYPES = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'] as const;

export function pickRecorderFormat(
  isTypeSupported: ((type: string) => boolean) | undefined,
): RecorderFormat {
  const mimeType = RECORDER_TYPES.find((type) => isTypeSupported?.(type) ?? false);
  return { mimeType, extension: extensionOf(mimeType ?? '') };
}

/** Safari records MP4 whatever it is asked; everyone else WebM. */
export const extensionOf = (mimeType: string): RecorderFormat['extension'] =>
  mimeType.includes('mp4') ? 'mp4' : 'webm';

/** The recorded chunks as the File the face step uploads. */
export function recordedFile(chunks: readonly Blob[], mimeType: string): File {
  const extension = extensionOf(mimeType);
  const type = mimeType.split(';')[0] || `video/${extension}`;
  return new File([...chunks], `face-video.${extension}`, { type });
}

export type VideoProblem = { kind: 'type' } | { kind: 'size'; bytes: number };

/** A video from the camera app: the extensions of spec §8 and the size limit. */
export function checkVideoFile(file: File): VideoProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(FACE_VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return { kind: 'type' };
  if (file.size > EKYC_LIMITS.videoMaxBytes) return { kind: 'size', bytes: file.size };
  return null;
}
