/**
 * `POST /v1/id/check` (multipart `image`, `side`) and `POST /v1/signature/check` (multipart
 * `image`): docs/ekyc.md "Vendor port". A verdict is answered 200 (ok or the first failing
 * check's code), or 413/415 when the file was refused unread; a request that is not a check
 * (no image, no side, not multipart) gets the `{errors}` envelope.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { VendorRouteOptions } from '../config';
import { readMultipart, type UploadedFile } from '../multipart';
import { fieldError } from '../errors';
import type { Answer, Side, Verdict } from '../verdict';
import { checkIdPhoto } from './id-check';
import { tooLarge } from './photo';
import { checkSignaturePhoto } from './signature';

const SIDES: readonly Side[] = ['front', 'back'];

export const documentRoutes: FastifyPluginAsync<VendorRouteOptions> = async (app, { config }) => {
  const limits = config.photo;

  const send = <V extends Verdict<string>>(
    reply: FastifyReply,
    check: string,
    answer: Answer<V>,
  ) => {
    app.vendorMetrics.verdicts.inc({ check, outcome: answer.verdict.code ?? 'ok' });
    return reply.code(answer.status).send(answer.verdict);
  };

  /** The image part, or the reply already sent for a missing or oversized one. */
  const imageOf = (reply: FastifyReply, image: UploadedFile | undefined) => {
    if (!image)
      return { reply: fieldError(reply, 422, 'required', 'image', 'Attach the photo as `image`.') };
    if (image.tooLarge) return { refused: tooLarge(limits, `>${limits.maxBytes}`) };
    return { bytes: image.bytes };
  };

  app.post('/v1/id/check', async (request, reply) => {
    const form = await readMultipart(request, {
      files: { image: limits.maxBytes },
      fields: ['side'],
    });
    const side = form.fields.get('side') as Side | undefined;
    if (!side || !SIDES.includes(side)) {
      return fieldError(reply, 422, 'side_invalid', 'side', 'Say which side: `front` or `back`.');
    }
    const image = imageOf(reply, form.files.get('image'));
    if (image.reply) return image.reply;
    const check = `id_${side}`;
    if (image.refused) return send(reply, check, image.refused);
    const answer = checkIdPhoto(image.bytes, side, limits);
    // The face video follows an accepted front: its check finds the models loaded (face-process.ts).
    // Only in a listening server: an inject()-only test app does not pay for them.
    if (side === 'front' && answer.verdict.ok && app.server.listening) app.faceProcess.warm();
    return send(reply, check, answer);
  });

  app.post('/v1/signature/check', async (request, reply) => {
    const form = await readMultipart(request, { files: { image: limits.maxBytes }, fields: [] });
    const image = imageOf(reply, form.files.get('image'));
    if (image.reply) return image.reply;
    if (image.refused) return send(reply, 'signature', image.refused);
    return send(reply, 'signature', checkSignaturePhoto(image.bytes, limits));
  });
};
