import type { ComponentType } from 'react';

/**
 * The camera components the identity and face steps show. They belong to another feature
 * (ekyc-camera), which this one may not import: the route passes them in, lazily loaded, so the
 * camera code and the face model load on these two steps only.
 */
export interface IdCaptureSlotProps {
  side: 'front' | 'back' | 'signature';
  onCapture(file: File): void;
  disabled?: boolean;
}

export interface FaceRecorderSlotProps {
  onRecorded(file: File): void;
  disabled?: boolean;
}

export interface EkycCameraSlots {
  IdCapture: ComponentType<IdCaptureSlotProps>;
  FaceRecorder: ComponentType<FaceRecorderSlotProps>;
}

/** What the route found out about this browser after mounting (null until then). */
export interface EkycDeviceInfo {
  /** Zalo, Facebook, Messenger…: the in-app browser the page is open in, if any. */
  inAppBrowser: string | null;
  /** No camera API or no camera at all: offer to go on on a phone. */
  noCamera: boolean;
  /** A desktop or laptop, where a phone usually takes better pictures. */
  desktop: boolean;
}
