import type { CardQrData } from '@brokerage/shared/validation/ekyc/cccd.ts';
import type { DocumentCode, FaceCode } from '@brokerage/shared/validation/ekyc/codes.ts';

/**
 * The eKYC vendor port (docs/ekyc.md): what the account-opening routes need from the identity
 * vendor. `http-client.ts` speaks the vendor's HTTP API at `EKYC_VENDOR_URL` (the stand-in in
 * services/ekyc-vendor by default, the real vendor's adapter in production); tests may pass
 * their own implementation.
 */
export interface EkycVendor {
  /** Checks one photo of an ID card, expected to show `side`. */
  checkIdImage(input: VendorFile & { side: 'front' | 'back' }): Promise<IdImageVerdict>;
  /** Checks the signature photo (a picture with ink on it). */
  checkSignature(input: VendorFile): Promise<VendorVerdict<DocumentCode>>;
  /**
   * Checks a face video against the face on the ID card's front. `signal`: the customer is
   * gone, stop asking (the vendor drops a check nobody waits for).
   */
  checkFaceVideo(
    input: { video: VendorFile; portrait: VendorFile },
    options?: { signal?: AbortSignal },
  ): Promise<FaceVerdict>;
  /** Throws when the vendor cannot be reached (readiness). */
  check(): Promise<void>;
}

export interface VendorFile {
  bytes: Uint8Array;
  /** As the customer named it; the vendor decides by content, the name only for the extension. */
  fileName: string;
  contentType: string;
}

/** One check the vendor ran, kept per case so support can see why it failed. */
export interface VendorCheck {
  name: string;
  passed: boolean;
  /** The measured value (a blur score, a face count, a match score…), when there is one. */
  value?: number | string;
}

export interface VendorVerdict<Code extends string> {
  ok: boolean;
  /** The first failing check's code when `ok` is false. */
  code?: Code;
  checks: VendorCheck[];
}

/** The card's printed data as the vendor read it (from the front's QR code). */
export type CardData = CardQrData;

export interface IdImageVerdict extends VendorVerdict<DocumentCode> {
  /** The side the picture shows, when the vendor could tell. */
  side?: 'front' | 'back';
  card?: CardData;
}

export interface FaceVerdict extends VendorVerdict<FaceCode> {
  /** Similarity between the video's face and the card's, 0–1 (1 = same picture). */
  score?: number;
  /** Frames the vendor looked at. */
  frames?: number;
}

/** The vendor did not answer or answered 5xx: the route says 503 ekyc_vendor_unavailable. */
export class VendorUnavailableError extends Error {
  override name = 'VendorUnavailableError';
}

/**
 * The vendor is up but its queue for this check is full (503 `busy`): the route says 503
 * `ekyc_vendor_busy` with the vendor's Retry-After, and the customer's file stays with them.
 */
export class VendorBusyError extends VendorUnavailableError {
  override name = 'VendorBusyError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
