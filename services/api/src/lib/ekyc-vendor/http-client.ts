import { DOCUMENT_CODES, FACE_CODES } from '@brokerage/shared/validation/ekyc/codes.ts';
import { z } from 'zod';
import {
  type EkycVendor,
  type FaceVerdict,
  type IdImageVerdict,
  type VendorFile,
  type VendorVerdict,
  VendorBusyError,
  VendorUnavailableError,
} from './port';

/**
 * The eKYC vendor over its HTTP API (docs/ekyc.md "Vendor port"): one multipart call per check,
 * a JSON verdict back. A verdict is what the vendor found in the file, whatever the status
 * (200, and 413/415 for a file refused before it was looked at); no answer, a 5xx or an answer
 * that is not the contract is `VendorUnavailableError` (the route's 503). A 4xx without a
 * verdict means this client sent something the vendor cannot read: a plain Error (our bug, 500).
 * A 503 `busy` (the vendor's queue for the check is full) is `VendorBusyError`, with its
 * Retry-After.
 */

/**
 * Long enough for a face video on a busy machine (decode a few seconds of frames, run the face
 * model on each); an ID photo takes a second or two.
 */
const DEFAULT_TIMEOUT_MS = 30_000;
/** /readyz answers at once or the vendor is not there. */
const READY_TIMEOUT_MS = 3_000;

const CheckSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  value: z.union([z.number(), z.string()]).optional(),
});

const verdictSchema = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z
    .object({
      ok: z.boolean(),
      code: z.enum(codes).optional(),
      checks: z.array(CheckSchema),
    })
    .refine((v) => v.ok || v.code !== undefined, { error: 'a failed verdict names its code' });

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const CardSchema = z.object({
  idCode: z.string(),
  oldId: z.string().optional(),
  fullName: z.string(),
  dateOfBirth: IsoDate,
  gender: z.enum(['male', 'female']),
  address: z.string(),
  idDate: IsoDate,
});

const SideSchema = z.enum(['front', 'back']);

const IdVerdictSchema = z.intersection(
  verdictSchema(DOCUMENT_CODES),
  z.object({ side: SideSchema.optional(), card: CardSchema.optional() }),
);

const DocumentVerdictSchema = verdictSchema(DOCUMENT_CODES);

const FaceVerdictSchema = z.intersection(
  verdictSchema(FACE_CODES),
  z.object({
    score: z.number().min(0).max(1).optional(),
    frames: z.number().int().min(0).optional(),
  }),
);

/** The vendor's "queue full" answer (503, with Retry-After). */
const BusySchema = z.object({ errors: z.array(z.object({ code: z.literal('busy') })).min(1) });

export interface HttpEkycVendorOptions {
  /** Per call; past it the vendor counts as unavailable. */
  timeoutMs?: number;
}

/** A part of the multipart body: a text field or a file. */
type Part = [name: string, value: string | VendorFile];

export function createHttpEkycVendor(
  baseUrl: string,
  options: HttpEkycVendorOptions = {},
): EkycVendor {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(
    path: string,
    timeout: number,
    init: RequestInit = {},
    gone?: AbortSignal,
  ): Promise<Response> {
    const deadline = AbortSignal.timeout(timeout);
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/json' },
        signal: gone ? AbortSignal.any([deadline, gone]) : deadline,
      });
    } catch (error) {
      // Refused, reset, DNS, or the timeout's abort: all "the vendor did not answer".
      throw new VendorUnavailableError(`eKYC vendor unreachable (${path}): ${String(error)}`, {
        cause: error,
      });
    }
  }

  async function post<T>(
    path: string,
    parts: Part[],
    schema: z.ZodType<T>,
    gone?: AbortSignal,
  ): Promise<T> {
    const form = new FormData();
    for (const [name, value] of parts) {
      if (typeof value === 'string') form.append(name, value);
      // slice(): a copy on its own ArrayBuffer, which Blob takes whatever backs `bytes`.
      else
        form.append(
          name,
          new Blob([value.bytes.slice()], { type: value.contentType }),
          value.fileName,
        );
    }
    const response = await send(path, timeoutMs, { method: 'POST', body: form }, gone);
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 503 && BusySchema.safeParse(body).success) {
      const seconds = Number(response.headers.get('retry-after'));
      throw new VendorBusyError(
        `eKYC vendor busy (${path})`,
        Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 5,
      );
    }
    if (response.status >= 500) {
      throw new VendorUnavailableError(`eKYC vendor answered ${response.status} (${path})`);
    }
    const verdict = schema.safeParse(body);
    if (verdict.success) return verdict.data;
    if (response.status >= 400) {
      throw new Error(`eKYC vendor refused the request ${path} with ${response.status}`);
    }
    throw new VendorUnavailableError(`eKYC vendor answer to ${path} is not the contract`, {
      cause: verdict.error,
    });
  }

  return {
    checkIdImage: ({ side, ...file }): Promise<IdImageVerdict> =>
      post(
        '/v1/id/check',
        [
          ['side', side],
          ['image', file],
        ],
        IdVerdictSchema,
      ),
    checkSignature: (file): Promise<VendorVerdict<(typeof DOCUMENT_CODES)[number]>> =>
      post('/v1/signature/check', [['image', file]], DocumentVerdictSchema),
    checkFaceVideo: ({ video, portrait }, { signal } = {}): Promise<FaceVerdict> =>
      post(
        '/v1/face/check',
        [
          ['video', video],
          ['portrait', portrait],
        ],
        FaceVerdictSchema,
        signal,
      ),
    async check() {
      const response = await send('/readyz', Math.min(timeoutMs, READY_TIMEOUT_MS));
      await response.body?.cancel();
      if (!response.ok) {
        throw new VendorUnavailableError(`eKYC vendor not ready: ${response.status}`);
      }
    },
  };
}
