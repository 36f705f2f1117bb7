// The face step's live framing help (issue 22 item 2): from the faces a detector sees to the
// one hint shown. Pure, so the thresholds are tested without a camera or a model.

/** A detected face, in fractions of the frame (0..1 from the top left). */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type FramingHint = 'noFace' | 'multipleFaces' | 'moveCloser' | 'centre' | 'ready';

export const FRAMING = {
  /** A face shorter than this share of the frame is too far (the vendor's face_too_small). */
  minHeight: 0.28,
  /** How far the face's centre may sit from the frame's centre, per axis. */
  maxOffsetX: 0.15,
  maxOffsetY: 0.18,
} as const;

/** One hint at a time, the most basic problem first. */
export function framingHint(faces: readonly FaceBox[]): FramingHint {
  if (faces.length === 0) return 'noFace';
  if (faces.length > 1) return 'multipleFaces';
  const [face] = faces as [FaceBox];
  if (face.height < FRAMING.minHeight) return 'moveCloser';
  const offsetX = Math.abs(face.x + face.width / 2 - 0.5);
  const offsetY = Math.abs(face.y + face.height / 2 - 0.5);
  if (offsetX > FRAMING.maxOffsetX || offsetY > FRAMING.maxOffsetY) return 'centre';
  return 'ready';
}
