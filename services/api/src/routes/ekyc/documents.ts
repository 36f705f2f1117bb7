import { createHash } from 'node:crypto';
import { todayOf } from '../../lib/clock';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  type DocumentCode,
  EKYC_LIMITS,
  type FaceCode,
} from '@brokerage/shared/validation/ekyc/codes.ts';
import { cardExpiry, checkCardData } from '@brokerage/shared/validation/ekyc/cccd.ts';
import {
  DocumentKindParamsSchema,
  EkycFileParamsSchema,
} from '@brokerage/shared/validation/ekyc/schemas.ts';
import { BoundedPool, type PoolTicket } from '@brokerage/shared/server/boundedPool.ts';
import { clientKeys } from '@brokerage/shared/server/clientNetwork.ts';
import type {
  CardData,
  FaceVerdict,
  IdImageVerdict,
  VendorCheck,
} from '../../lib/ekyc-vendor/port';
import { photoType, videoType } from '../../lib/ekyc/sniff';
import { HttpError } from '../../lib/http/http-error';
import type { EkycCaseRow, EkycFileKind, EkycFileRow } from '../../repositories/ekyc';
import {
  CASE_ERRORS,
  CheckedErrorSchema,
  DocumentResultSchema,
  FaceResultSchema,
  TAG,
  VENDOR_ERRORS,
} from './answers';
import {
  EKYC_SECURITY,
  TokenHeadersSchema,
  assertStep,
  fromVendor,
  openCase,
  stepNotAllowed,
  vendorBusy,
} from './access';
import { REVIEW_REASONS, cardFields, withReason } from './present';
import { type Upload, UploadBodySchema, readAll, registerUploads, uploadOf } from './uploads';

const PHOTO_KINDS: readonly EkycFileKind[] = ['front', 'back', 'signature'];

/** Places (in flight or waiting) one client network may hold in the face checks' pool. */
const FACE_CHECKS_PER_NETWORK = 3;
/** A face check likely to wait longer than this for the vendor is refused busy at once. */
const FACE_CHECK_MAX_WAIT_MS = 20_000;

/** The status of a refused file by its code (design §5: 413 too large, 415 wrong type). */
const statusOf = (code: string) =>
  code.endsWith('_too_large') ? 413 : code.endsWith('_type_invalid') ? 415 : 422;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Private, per case: only `GET files/{uuid}/{kind}` with the case's token reads it. */
const objectKey = (caseId: string, kind: EkycFileKind) => `private/ekyc/${caseId}/${kind}`;

const UPLOAD_ERRORS = {
  ...CASE_ERRORS,
  ...VENDOR_ERRORS,
  413: CheckedErrorSchema.describe('`document_too_large` / `face_video_too_large`'),
  415: CheckedErrorSchema.describe('`document_type_invalid` / `face_video_type_invalid`'),
  422: CheckedErrorSchema.describe(
    'The vendor refused the file (`document_*`, `signature_blank`, `face_*`, with its `checks`), or the card QR does not match what was typed (`id_*`)',
  ),
} as const;

/** Per client per window: a photo may be retaken a few times (EKYC_UPLOAD_RATE_LIMIT_MAX). */
const uploadRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.ekyc.uploadRateLimitMax, timeWindow: app.config.rateLimit.windowMs },
});

/**
 * Records a refused file (its check, and the stored file as failed) and answers the code with
 * the checks the vendor ran.
 */
async function refuse(
  app: FastifyInstance,
  input: {
    row: EkycCaseRow;
    kind: EkycFileKind;
    code: DocumentCode | FaceCode;
    checks: VendorCheck[];
    stored?: Stored;
  },
): Promise<never> {
  const now = app.now();
  await app.repos.ekyc.recordCheck({
    caseId: input.row.id,
    kind: input.kind,
    ok: false,
    code: input.code,
    checks: input.checks,
    now,
  });
  if (input.stored) {
    await app.repos.ekyc.upsertFile({
      caseId: input.row.id,
      kind: input.kind,
      ...input.stored,
      status: 'failed',
      now,
    });
  }
  throw new HttpError(statusOf(input.code), input.code, {
    field: 'file',
    extra: { checks: input.checks },
  });
}

type Stored = Omit<EkycFileRow, 'id' | 'createdAt' | 'updatedAt' | 'caseId' | 'kind' | 'status'>;

/**
 * The request's file, refused (and recorded) when it is too large or not of its kind by its
 * bytes, before anything is stored or sent; then stored privately under the case.
 */
async function receive(
  app: FastifyInstance,
  request: FastifyRequest,
  input: {
    row: EkycCaseRow;
    kind: EkycFileKind;
    typeOf: (bytes: Uint8Array) => string | null;
    tooLarge: DocumentCode | FaceCode;
    wrongType: DocumentCode | FaceCode;
  },
): Promise<{ upload: Upload; stored: Stored }> {
  const { row, kind } = input;
  const upload = uploadOf(request);
  if (!upload) throw new HttpError(400, 'required', { field: 'file' });
  if (upload.tooLarge) await refuse(app, { row, kind, code: input.tooLarge, checks: [] });
  const contentType = input.typeOf(upload.bytes);
  if (!contentType) await refuse(app, { row, kind, code: input.wrongType, checks: [] });
  const stored = {
    objectKey: objectKey(row.id, kind),
    contentType: contentType!,
    size: upload.bytes.length,
    sha256: sha256(upload.bytes),
  };
  return { upload, stored };
}

const put = (app: FastifyInstance, upload: Upload, stored: Stored) =>
  app.storage.put(stored.objectKey, upload.bytes, {
    contentType: stored.contentType,
    contentLength: stored.size,
  });

/** A file the vendor passed: stored as verified, with its check. */
async function accept(
  app: FastifyInstance,
  input: { row: EkycCaseRow; kind: EkycFileKind; stored: Stored; checks: VendorCheck[] },
  score: number | null = null,
): Promise<Date> {
  const now = app.now();
  const { row, kind, stored, checks } = input;
  await app.repos.ekyc.upsertFile({ caseId: row.id, kind, ...stored, status: 'verified', now });
  await app.repos.ekyc.recordCheck({
    caseId: row.id,
    kind,
    ok: true,
    code: null,
    checks,
    score,
    now,
  });
  return now;
}

/** The ID photos, the signature photo, the face video, and reading a stored photo back. */
export const ekycDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  /**
   * Face checks in flight to the vendor (docs/ekyc.md "Under load"): EKYC_FACE_CHECKS at once,
   * twice as many waiting here, at most three places per client network (customers behind one
   * mobile carrier's NAT share addresses), one video per case, a case's first video ahead of
   * videos sent again after a refusal; a request finding no place, or likely to wait over 20 s, is answered 503
   * `ekyc_vendor_busy` at once, before its video is stored.
   */
  const faceChecks = new BoundedPool({
    concurrency: app.config.ekyc.faceChecks,
    queue: 2 * app.config.ekyc.faceChecks,
    perNetwork: FACE_CHECKS_PER_NETWORK,
    maxWaitMs: FACE_CHECK_MAX_WAIT_MS,
  });
  /** Cases with a face video at the vendor or waiting for it (this process). */
  const facesInFlight = new Set<string>();

  app.post(
    '/documents/:kind',
    {
      config: {
        ...uploadRateLimit(app),
        ekycUpload: { maxBytes: EKYC_LIMITS.photoMaxBytes },
      },
      schema: {
        tags: [TAG],
        summary:
          'Step 2: the ID front, the ID back or the signature photo (multipart `uuid`, `file`)',
        description:
          'jpg/jpeg/png by their bytes, up to 5 MB. The file is stored privately under the case, then checked by the vendor; each verdict is recorded. A refused photo can be sent again at once. The front is cross-checked with the contact step (its QR code: number, name, birth date, gender; the card rules: expiry milestones…); the same picture for front and back is `document_wrong_side`. The case moves on to `face_video` when all three are verified.',
        security: EKYC_SECURITY,
        consumes: ['multipart/form-data'],
        params: DocumentKindParamsSchema,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: UploadBodySchema,
        response: { 200: DocumentResultSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request) => {
      const kind = request.params.kind;
      const row = await openCase(app, request, request.body.uuid);
      assertStep(row, ['id_documents']);
      const { upload, stored } = await receive(app, request, {
        row,
        kind,
        typeOf: photoType,
        tooLarge: 'document_too_large',
        wrongType: 'document_type_invalid',
      });
      if (kind !== 'signature') {
        const other = await app.repos.ekyc.fileOf(row.id, kind === 'front' ? 'back' : 'front');
        if (other?.sha256 === stored.sha256) {
          await refuse(app, {
            row,
            kind,
            code: 'document_wrong_side',
            checks: [{ name: 'same_as_other_side', passed: false }],
          });
        }
      }
      await put(app, upload, stored);
      const file = {
        bytes: upload.bytes,
        fileName: upload.fileName,
        contentType: stored.contentType,
      };
      const verdict: IdImageVerdict = await fromVendor(() =>
        kind === 'signature'
          ? app.ekycVendor.checkSignature(file)
          : app.ekycVendor.checkIdImage({ ...file, side: kind }),
      );
      const checked = { row, kind, stored, checks: verdict.checks };
      const wrongSide = kind !== 'signature' && verdict.side !== undefined && verdict.side !== kind;
      if (!verdict.ok || wrongSide) {
        await refuse(app, {
          ...checked,
          code: verdict.ok ? 'document_wrong_side' : (verdict.code ?? 'document_not_found'),
        });
      }
      let card: Record<string, unknown> | null = row.card;
      if (kind === 'front') {
        if (!verdict.card) await refuse(app, { ...checked, code: 'document_qr_missing' });
        card = await crossCheckCard(app, row, verdict.card!, stored);
      }
      const now = await accept(app, checked);
      const files = await app.repos.ekyc.filesOf(row.id);
      const allVerified = PHOTO_KINDS.every((k) =>
        files.some((f) => f.kind === k && f.status === 'verified'),
      );
      const warned = verdict.checks.some((check) => !check.passed);
      const reasons = warned
        ? withReason(row.reviewReasons, REVIEW_REASONS.documentWarning)
        : row.reviewReasons;
      const updated = await app.repos.ekyc.updateCase(row.id, ['id_documents'], {
        card,
        reviewReasons: reasons,
        ...(allVerified ? { step: 'face_video' } : {}),
        updatedAt: now,
      });
      if (!updated) throw stepNotAllowed();
      const fields = kind === 'front' ? cardFields(card) : undefined;
      return {
        data: { status: 'verified' as const, ...(fields ? { fields } : {}), step: updated.step },
      };
    },
  );

  app.post(
    '/face-video',
    {
      config: {
        ...uploadRateLimit(app),
        ekycUpload: { maxBytes: EKYC_LIMITS.videoMaxBytes },
      },
      schema: {
        tags: [TAG],
        summary: 'Step 3: the face video (multipart `uuid`, `file`: mov, mp4, mkv or webm)',
        description: `Up to 20 MB; the vendor compares its face with the ID front's. A match with a score under EKYC_FACE_REVIEW_SCORE (default 0.6) passes but sends the case to review (completion variant \`review\`).`,
        security: EKYC_SECURITY,
        consumes: ['multipart/form-data'],
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: UploadBodySchema,
        response: { 200: FaceResultSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request, reply) => {
      const kind: EkycFileKind = 'face_video';
      const row = await openCase(app, request, request.body.uuid);
      assertStep(row, ['face_video']);
      const { upload, stored } = await receive(app, request, {
        row,
        kind,
        typeOf: videoType,
        tooLarge: 'face_video_too_large',
        wrongType: 'face_video_type_invalid',
      });
      // One video of a case at a time: a customer sends one; a second is someone's flood.
      // Checked and taken with no await in between, so two at once cannot both pass.
      if (facesInFlight.has(row.id)) throw vendorBusy(faceChecks.retryAfterSeconds());
      facesInFlight.add(row.id);
      let place: PoolTicket | undefined;
      // The customer gone (closed the page, the proxy's timeout): the vendor is told to stop.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      let verdict: FaceVerdict;
      try {
        // A case's first video (or the first after a pass) goes first: a flood is the same
        // cases failing again and again, a customer mostly sends one.
        const previous = await app.repos.ekyc.fileOf(row.id, kind);
        place = faceChecks.admit({
          key: clientKeys(request.ip).network,
          priority: previous?.status !== 'failed',
        });
        if (!place) throw vendorBusy(faceChecks.retryAfterSeconds());
        const ticket = place;
        const front = await app.repos.ekyc.fileOf(row.id, 'front');
        const portrait = front && (await app.storage.get(front.objectKey));
        // The front is verified before a case reaches this step; a store that lost it cannot go on.
        if (!front || !portrait) throw new Error(`ekyc case ${row.id}: the ID front is not stored`);
        await put(app, upload, stored);
        const extension = front.contentType === 'image/png' ? 'png' : 'jpg';
        const portraitBytes = await readAll(portrait.stream);
        verdict = await ticket.run(() =>
          fromVendor(() =>
            app.ekycVendor.checkFaceVideo(
              {
                video: {
                  bytes: upload.bytes,
                  fileName: upload.fileName,
                  contentType: stored.contentType,
                },
                portrait: {
                  bytes: portraitBytes,
                  fileName: `front.${extension}`,
                  contentType: front.contentType,
                },
              },
              { signal: gone.signal },
            ),
          ),
        );
      } finally {
        place?.release();
        facesInFlight.delete(row.id);
      }
      const checked = { row, kind, stored, checks: verdict.checks };
      if (!verdict.ok) await refuse(app, { ...checked, code: verdict.code ?? 'face_not_match' });
      const score = verdict.score ?? null;
      const now = await accept(app, checked, score);
      // The grey band: a match the vendor accepted, but not clearly (or without a score).
      const unsure = score === null || score < app.config.ekyc.faceReviewScore;
      const updated = await app.repos.ekyc.updateCase(row.id, ['face_video'], {
        face: { score, checkedAt: now.toISOString() },
        reviewReasons: withReason(row.reviewReasons, REVIEW_REASONS.faceScore, unsure),
        step: 'registration',
        updatedAt: now,
      });
      if (!updated) throw stepNotAllowed();
      return { data: { status: 'verified' as const, score, step: updated.step } };
    },
  );

  app.get(
    '/files/:uuid/:kind',
    {
      schema: {
        tags: [TAG],
        summary: 'A stored photo of the case (front, back, signature), for the resume screen',
        security: EKYC_SECURITY,
        params: EkycFileParamsSchema,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        response: {
          200: {
            description: 'The image (image/jpeg or image/png, by its bytes)',
            content: { 'image/*': { schema: z.string() } },
          },
          ...CASE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const row = await openCase(app, request, request.params.uuid);
      const file = await app.repos.ekyc.fileOf(row.id, request.params.kind);
      const object = file && (await app.storage.get(file.objectKey));
      if (!object) throw new HttpError(404, 'file_not_found');
      return (
        reply
          .type(file.contentType)
          .header('content-length', object.size)
          .header('content-disposition', `inline; filename="${request.params.kind}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Streams bypass the serializer; the 200 schema only documents the bytes.
          .send(object.stream as never)
      );
    },
  );
};

/**
 * The front's QR data against the contact step (number, name, birth date, gender) and against
 * the card rules, the printed expiry taken from the milestones (the vendor does not read it):
 * a problem is recorded and refused; the card kept on the case otherwise.
 */
async function crossCheckCard(
  app: FastifyInstance,
  row: EkycCaseRow,
  card: CardData,
  stored: { objectKey: string; contentType: string; size: number; sha256: string },
): Promise<Record<string, unknown>> {
  const contact = row.contact as {
    idCode: string;
    fullName: string;
    dateOfBirth: string;
    gender: 'male' | 'female';
  };
  const idExpiry =
    card.idDate > card.dateOfBirth ? cardExpiry(card.dateOfBirth, card.idDate) : null;
  const codes = checkCardData(
    { ...card, idExpiry },
    {
      today: todayOf(app),
      typed: {
        idCode: contact.idCode,
        fullName: contact.fullName,
        dateOfBirth: contact.dateOfBirth,
        gender: contact.gender,
      },
    },
  );
  if (codes.length > 0) {
    const now = app.now();
    await app.repos.ekyc.recordCheck({
      caseId: row.id,
      kind: 'card_data',
      ok: false,
      code: codes[0]!,
      checks: codes.map((code) => ({ name: code, passed: false })),
      now,
    });
    await app.repos.ekyc.upsertFile({
      caseId: row.id,
      kind: 'front',
      ...stored,
      status: 'failed',
      now,
    });
    // Every problem on the photo's field: the card itself is what does not fit.
    const [first, ...more] = codes;
    throw new HttpError(422, first!, {
      field: 'file',
      more: more.map((code) => ({ code, field: 'file' })),
    });
  }
  return { ...card, idExpiry };
}
