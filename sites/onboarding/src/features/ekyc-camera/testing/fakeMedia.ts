// Test doubles for the camera: jsdom has no getUserMedia, MediaStream, MediaRecorder or
// createImageBitmap. Each install returns its own undo; `restoreMedia()` undoes them all.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

const undo: Array<() => void> = [];

function define<T extends object>(target: T, key: PropertyKey, value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  undo.push(() => {
    if (previous) Object.defineProperty(target, key, previous);
    else delete (target as Record<PropertyKey, unknown>)[key];
  });
}

export interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
  /** Ends the track as a dropped camera would. */
  end(): void;
  readyState: 'live' | 'ended';
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export function fakeTrack(): FakeTrack {
  const listeners = new Set<() => void>();
  const track: FakeTrack = {
    readyState: 'live',
    stop: vi.fn(() => {
      track.readyState = 'ended';
    }),
    end: () => {
      track.readyState = 'ended';
      listeners.forEach((listener) => listener());
    },
    addEventListener: (type, listener) => {
      if (type === 'ended') listeners.add(listener);
    },
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return track;
}

export function fakeStream(track: FakeTrack = fakeTrack()): MediaStream {
  return {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  } as unknown as MediaStream;
}

/** navigator.mediaDevices.getUserMedia answering with `answer` (a stream, or an error to reject with). */
export function installGetUserMedia(answer: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) => answer());
  define(navigator, 'mediaDevices', { getUserMedia });
  // jsdom neither plays video nor says it cannot without printing an error.
  define(HTMLMediaElement.prototype, 'play', () => Promise.resolve());
  return getUserMedia;
}

/** A getUserMedia failure as browsers throw it. */
export const domError = (name: string) => new DOMException('camera test', name);

export function withoutMediaDevices(secure: boolean): void {
  define(navigator, 'mediaDevices', undefined);
  define(window, 'isSecureContext', secure);
}

/** createImageBitmap giving a picture of this size. */
export function installImageBitmap(width: number, height: number): void {
  define(
    globalThis,
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => {} })),
  );
}

export function restoreMedia(): void {
  while (undo.length) undo.pop()?.();
}

export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) =>
    type === 'video/webm;codecs=vp8' || type === 'video/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'video/webm';
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['frames'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** MediaRecorder, and the object URLs its preview needs (jsdom has neither). */
export function installMediaRecorder(): void {
  FakeMediaRecorder.instances = [];
  define(window, 'MediaRecorder', FakeMediaRecorder);
  define(
    URL,
    'createObjectURL',
    vi.fn(() => 'blob:face-video'),
  );
  define(URL, 'revokeObjectURL', vi.fn());
}

export function withoutMediaRecorder(): void {
  define(window, 'MediaRecorder', undefined);
}

/** Chooses `file` in the screen's file input, as the system picker would. */
export function chooseFile(container: HTMLElement, file: File): void {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('chooseFile: no file input');
  fireEvent.change(input, { target: { files: [file] } });
}
