/**
 * The checks every photo goes through before its content is looked at: size, type by magic
 * bytes, declared dimensions, and the pixels decoded; then shrunk to the analysis scale.
 */
import type { DocumentCode } from '@brokerage/shared/validation/ekyc/codes.ts';
import type { Check, Verdict } from '../verdict';
import { decodePhoto, headerDimensions, sniff } from './decode';
import { fitWithin, resizeRgba, type RgbaImage } from './raster';
import { ANALYSIS_MAX_SIDE } from './thresholds';

export interface PhotoLimits {
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  maxSide: number;
}

/** The checks run so far, each with what it measured. */
export class CheckList<Code extends string> {
  readonly checks: Check[] = [];

  pass(name: string, value?: number | string): void {
    this.record(name, true, value);
  }

  record(name: string, passed: boolean, value?: number | string): void {
    this.checks.push({ name, passed, ...(value === undefined ? {} : { value }) });
  }

  /** Records the check; when it failed, the verdict with `code` (the caller stops there). */
  check(
    name: string,
    passed: boolean,
    value: number | string | undefined,
    code: Code,
  ): Verdict<Code> | undefined {
    this.record(name, passed, value);
    return passed ? undefined : this.stop(code);
  }

  /** The failed verdict of the checks so far. */
  stop(code: Code): Verdict<Code> {
    return { ok: false, code, checks: this.checks };
  }

  fail(code: Code, name: string, value?: number | string): Verdict<Code> {
    this.record(name, false, value);
    return this.stop(code);
  }

  ok(): Verdict<Code> {
    return { ok: true, checks: this.checks };
  }
}

/** A refused file and the status it is answered with. */
export interface Refusal {
  status: number;
  verdict: Verdict<DocumentCode>;
}

/** The file was cut off at the limit while it was read (size unknown past it). */
export function tooLarge(limits: PhotoLimits, received: number | string): Refusal {
  const list = new CheckList<DocumentCode>();
  return { status: 413, verdict: list.fail('document_too_large', 'size', received) };
}

export type Opened =
  { refused: Refusal } | { refused?: undefined; image: RgbaImage; list: CheckList<DocumentCode> };

/** Size, type, dimensions and decode; the picture at the analysis scale when all pass. */
export function openPhoto(bytes: Uint8Array, limits: PhotoLimits): Opened {
  if (bytes.length > limits.maxBytes) return { refused: tooLarge(limits, bytes.length) };
  const list = new CheckList<DocumentCode>();
  list.pass('size', bytes.length);
  const type = sniff(bytes);
  if (type !== 'jpeg' && type !== 'png') {
    return { refused: { status: 415, verdict: list.fail('document_type_invalid', 'type', type) } };
  }
  list.pass('type', type);
  const declared = headerDimensions(bytes, type);
  if (!declared) {
    return {
      refused: { status: 415, verdict: list.fail('document_type_invalid', 'decode', 'no header') },
    };
  }
  const { width, height } = declared;
  const size = `${width}x${height}`;
  // Either way up: a phone held upright takes the card as 720 × 1280 as well as 1280 × 720.
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long < limits.minWidth || short < limits.minHeight || long > limits.maxSide) {
    return {
      refused: {
        status: 200,
        verdict: list.fail('document_dimensions_invalid', 'dimensions', size),
      },
    };
  }
  list.pass('dimensions', size);
  const decoded = decodePhoto(bytes, type);
  if (!decoded) {
    return {
      refused: { status: 415, verdict: list.fail('document_type_invalid', 'decode', 'damaged') },
    };
  }
  list.pass('decode', 'ok');
  const scaled = fitWithin(decoded.width, decoded.height, ANALYSIS_MAX_SIDE);
  return { image: resizeRgba(decoded, scaled.width, scaled.height), list };
}
