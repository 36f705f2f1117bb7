/**
 * The face process (face-process.ts): runs the face checks, one message each, with the models
 * loaded here only. An `abort` message stops a check at its next stage; the parent going away
 * ends it.
 */
import { checkFaceVideo } from './check-video';
import type { FromFaceWorker, ToFaceWorker } from './face-process';
import { faceModels } from './models';

if (!process.send) throw new Error('face-worker.ts runs as a child process (face-process.ts)');

const running = new Map<number, AbortController>();
const reply = (message: FromFaceWorker) => process.send?.(message);
// The vendor stopped or crashed: nobody is left to answer.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ToFaceWorker) => {
  if (message.type === 'warm') {
    // A failed load is retried by the next check, which then reports it.
    faceModels().catch(() => undefined);
    return;
  }
  if (message.type === 'abort') {
    running.get(message.id)?.abort();
    return;
  }
  const { id } = message;
  const gone = new AbortController();
  running.set(id, gone);
  checkFaceVideo(message.input, { ...message.options, signal: gone.signal })
    .then(
      (answer) => reply({ type: 'done', id, answer }),
      (error: unknown) =>
        reply({
          type: 'failed',
          id,
          aborted: gone.signal.aborted,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    )
    .finally(() => running.delete(id));
});
