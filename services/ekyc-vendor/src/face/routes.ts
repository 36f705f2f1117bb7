/**
 * `POST /v1/face/check` (multipart `video`, `portrait`: the face video and the ID card's front),
 * docs/ekyc.md "Vendor port". The verdict is answered 200 (ok, or the first failing check's
 * code), or 413/415 when the video was refused unread; a request that is not a check (a part
 * missing, not multipart, an oversized portrait) gets the `{errors}` envelope.
 *
 * Checks run one at a time in a bounded queue (config.face): a request that finds no place is
 * answered 503 `busy` with Retry-After at once, so a flood costs its excess nothing and nobody
 * waits past the caller's timeout; a caller that hangs up before its turn is dropped, and one
 * that hangs up during its check stops it at the next stage. The checks themselves run in the
 * face process (face-process.ts), which holds the models only while checks come.
 */
import { BoundedPool } from '@brokerage/shared/server/boundedPool.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { VendorRouteOptions } from '../config';
import { Gauge } from 'prom-client';
import { errorReply, fieldError } from '../errors';
import { readMultipart } from '../multipart';
import { videoTooLarge } from './check-video';

/** The one caller is the API: fairness between its clients is the API's (docs/ekyc.md). */
const CALLER = 'api';

export const faceRoutes: FastifyPluginAsync<VendorRouteOptions> = async (app, { config }) => {
  const checks = new BoundedPool({
    concurrency: 1,
    queue: config.face.queue,
    perNetwork: 1 + config.face.queue,
    maxWaitMs: config.face.maxWaitMs,
  });
  // How full the queue is, read at each scrape: a dashboard sees a flood before the 503s.
  new Gauge({
    name: 'ekyc_vendor_face_checks',
    help: 'Face checks admitted now, by state (running, waiting)',
    labelNames: ['state'],
    registers: [app.vendorMetrics.registry],
    collect() {
      const { admitted, running } = checks.load;
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, admitted - running);
    },
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
    if (video.tooLarge) {
      const answer = videoTooLarge(video.received);
      app.vendorMetrics.verdicts.inc({ check: 'face', outcome: answer.verdict.code ?? 'ok' });
      return reply.code(answer.status).send(answer.verdict);
    }
    // One caller, so no places to keep back for priority ones: every check is 'priority'.
    const ticket = checks.admit({ key: CALLER, priority: true });
    if (!ticket) {
      app.vendorMetrics.verdicts.inc({ check: 'face', outcome: 'busy' });
      return errorReply(
        reply.header('retry-after', String(checks.retryAfterSeconds())),
        503,
        'busy',
        'Face checks are queued to capacity; try again after Retry-After seconds.',
      );
    }
    // The caller hung up (its own timeout, its client gone): nobody is waiting for the verdict.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    try {
      const answer = await ticket.run(() => {
        gone.signal.throwIfAborted();
        return app.faceProcess.check(
          { video: video.bytes, fileName: video.fileName, portrait: portrait.bytes },
          { maxBytes: config.videoMaxBytes, signal: gone.signal },
        );
      });
      app.vendorMetrics.verdicts.inc({ check: 'face', outcome: answer.verdict.code ?? 'ok' });
      return reply.code(answer.status).send(answer.verdict);
    } catch (error) {
      if (!gone.signal.aborted) throw error;
      app.vendorMetrics.verdicts.inc({ check: 'face', outcome: 'abandoned' });
      return reply;
    }
  });
};
