import type { CardQrData } from '@brokerage/shared/validation/ekyc/cccd.ts';
import type { DocumentCode } from '@brokerage/shared/validation/ekyc/codes.ts';

/**
 * What the vendor answers (docs/ekyc.md "Vendor port"). The API's client parses the same shapes
 * (services/api/src/lib/ekyc-vendor/http-client.ts); this workspace does not import the API.
 */

/** One check that ran, with what it measured, so support can see why a photo failed. */
export interface Check {
  name: string;
  passed: boolean;
  value?: number | string;
}

export interface Verdict<Code extends string> {
  ok: boolean;
  /** The first failing check's code. */
  code?: Code;
  checks: Check[];
}

export type Side = 'front' | 'back';

/** The card's data as its QR code gives it (ISO dates): the shared type the API reads too. */
export type CardData = CardQrData;

export interface IdVerdict extends Verdict<DocumentCode> {
  side?: Side;
  card?: CardData;
}

/** A verdict and the status it is answered with (413/415 for a file refused unread, else 200). */
export interface Answer<V> {
  status: number;
  verdict: V;
}
