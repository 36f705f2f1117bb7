// getUserMedia's failures (DOMException names, older Chrome's names too) as the few problems a
// customer can act on; each has its texts under `ekyc.camera.problem.*`.

export type CameraProblem =
  'permissionDenied' | 'notFound' | 'connectionFailed' | 'insecure' | 'unsupported';

const BY_NAME: Record<string, CameraProblem> = {
  NotAllowedError: 'permissionDenied',
  PermissionDeniedError: 'permissionDenied',
  // A permissions policy or a browser setting that forbids the camera to the page.
  SecurityError: 'permissionDenied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  OverconstrainedError: 'notFound',
  ConstraintNotSatisfiedError: 'notFound',
  NotReadableError: 'connectionFailed',
  TrackStartError: 'connectionFailed',
  AbortError: 'connectionFailed',
};

/** The problem behind a getUserMedia rejection; anything unknown is spec §8's "connection failed". */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name =
    error && typeof error === 'object' && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  return BY_NAME[name] ?? 'connectionFailed';
}

/** Why there is no camera API at all: browsers hide it outside a secure context. */
export function missingCameraProblem(secure: boolean | undefined): CameraProblem {
  return secure === false ? 'insecure' : 'unsupported';
}
