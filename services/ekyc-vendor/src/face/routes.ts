/**
 * `POST /v1/face/check` (multipart `video`, `portrait`: the face video and the ID card's front),
 * docs/ekyc.md "Vendor port". The verdict is answered 200 (ok, or the first failing check's
 * code), or 413/415 when the video was refused unread; a request that is not a check (a part
 * missing, not multipart, an oversized portrait) gets the `{errors}` envelope.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { VendorRouteOptions } from '../config';
import { fieldError } from '../errors';
import { readMultipart } from '../multipart';
import { checkFaceVideo, videoTooLarge } from './check-video';
import { faceModels } from './models';

export const faceRoutes: FastifyPluginAsync<VendorRouteOptions> = async (app, { config }) => {
  // A listening server loads the models at once and /readyz waits for them (an inject()-only
  // test app never listens: it neither pays for them nor sees /readyz held back).
  app.addHook('onListen', async () => {
    let state: 'loading' | 'loaded' | 'failed' = 'loading';
    const load = () =>
      faceModels().then(
        () => {
          state = 'loaded';
        },
        (error: unknown) => {
          state = 'failed';
          app.log.error({ err: error }, 'the face models did not load');
        },
      );
    app.readinessChecks.push({
      name: 'face_models',
      ready: () => {
        if (state === 'failed') {
          state = 'loading';
          void load();
        }
        return state === 'loaded';
      },
    });
    void load();
  });

  app.post('/v1/face/check', async (request, reply) => {
    const form = await readMultipart(request, {
      files: { video: config.videoMaxBytes, portrait: config.photo.maxBytes },
      fields: [],
    });
    const video = form.files.get('video');
    const portrait = form.files.get('portrait');
    if (!video)
      return fieldError(reply, 422, 'required', 'video', 'Attach the face video as `video`.');
    if (!portrait) {
      return fieldError(
        reply,
        422,
        'required',
        'portrait',
        'Attach the ID card front as `portrait`.',
      );
    }
    // The API checked the front photo already: a portrait over the photo limit is its bug.
    if (portrait.tooLarge) {
      return fieldError(
        reply,
        413,
        'portrait_too_large',
        'portrait',
        'The portrait is over the photo limit.',
      );
    }
    const answer = video.tooLarge
      ? videoTooLarge(video.received)
      : await checkFaceVideo(
          { video: video.bytes, fileName: video.fileName, portrait: portrait.bytes },
          { maxBytes: config.videoMaxBytes },
        );
    app.vendorMetrics.verdicts.inc({ check: 'face', outcome: answer.verdict.code ?? 'ok' });
    return reply.code(answer.status).send(answer.verdict);
  });
};
