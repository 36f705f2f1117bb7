// One camera stream per facing mode, shared by every capture screen that shows it. The identity
// step shows three pictures at once; three getUserMedia calls on one camera would fight over it
// (iOS Safari mutes all but the newest track, some Android cameras refuse a second open).
import { cameraProblemOf, missingCameraProblem, type CameraProblem } from './cameraErrors';

export type CameraStatus = 'starting' | 'live' | 'failed';

export interface CameraState {
  status: CameraStatus;
  problem: CameraProblem | null;
  stream: MediaStream | null;
}

export interface CameraRequest {
  facingMode: 'user' | 'environment';
  /** The resolution asked for; the camera gives what it can. */
  width: number;
  height: number;
}

const STARTING: CameraState = { status: 'starting', problem: null, stream: null };

const stopTracks = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * A camera with its users: started by the first, every track stopped when the last leaves. A
 * track that ends while in use (the camera unplugged or taken by another app, the phone locked)
 * is spec §8's "camera connection failed", for every user at once.
 */
export class SharedCamera {
  state: CameraState = STARTING;
  private readonly users = new Set<(state: CameraState) => void>();
  /** Bumped on every start and stop: an answer for an older start is thrown away. */
  private generation = 0;
  private stream: MediaStream | null = null;
  private readonly onEnded = () => {
    this.release();
    this.set({ status: 'failed', problem: 'connectionFailed', stream: null });
  };

  constructor(
    private readonly request: CameraRequest,
    private readonly onIdle: () => void,
  ) {}

  subscribe(listener: (state: CameraState) => void): () => void {
    this.users.add(listener);
    if (this.users.size === 1) this.start();
    else listener(this.state);
    return () => {
      this.users.delete(listener);
      if (this.users.size > 0) return;
      this.release();
      this.onIdle();
    };
  }

  /** Asks for the camera again (after a refusal, a busy camera or a dropped connection). */
  retry(): void {
    this.release();
    this.start();
  }

  private set(state: CameraState): void {
    this.state = state;
    this.users.forEach((listener) => listener(state));
  }

  private release(): void {
    this.generation += 1;
    this.stream
      ?.getVideoTracks()
      .forEach((track) => track.removeEventListener('ended', this.onEnded));
    stopTracks(this.stream);
    this.stream = null;
  }

  private start(): void {
    const generation = ++this.generation;
    this.set(STARTING);
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (typeof media?.getUserMedia !== 'function') {
      const secure = typeof window === 'undefined' ? undefined : window.isSecureContext;
      this.set({ status: 'failed', problem: missingCameraProblem(secure), stream: null });
      return;
    }
    const { facingMode, width, height } = this.request;
    media
      .getUserMedia({
        // `ideal`, not `exact`: a laptop with only a front camera still films the card.
        video: {
          facingMode: { ideal: facingMode },
          width: { ideal: width },
          height: { ideal: height },
        },
        audio: false,
      })
      .then((stream) => {
        if (generation !== this.generation) {
          stopTracks(stream);
          return;
        }
        this.stream = stream;
        stream.getVideoTracks().forEach((track) => track.addEventListener('ended', this.onEnded));
        this.set({ status: 'live', problem: null, stream });
      })
      .catch((error: unknown) => {
        if (generation === this.generation)
          this.set({ status: 'failed', problem: cameraProblemOf(error), stream: null });
      });
  }
}

const cameras = new Map<string, SharedCamera>();

/** The camera for this request, shared with every screen asking for the same. */
export function sharedCamera(request: CameraRequest): SharedCamera {
  const key = `${request.facingMode}:${request.width}x${request.height}`;
  let camera = cameras.get(key);
  if (!camera) {
    const created: SharedCamera = new SharedCamera(request, () => {
      if (cameras.get(key) === created) cameras.delete(key);
    });
    cameras.set(key, created);
    camera = created;
  }
  return camera;
}
