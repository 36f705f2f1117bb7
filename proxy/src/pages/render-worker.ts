import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDistRenderers } from './ssr';
import type { WorkerData, FromWorker, ToWorker } from './render-pool';

/**
 * One render thread (render-pool.ts): the sites' server builds, the critical-CSS cut and the
 * document's assembly and encoding run here, so React's renderToString, PostCSS and the copies
 * of a 200 kB page never hold the proxy's event loop. Several renders may be under way at
 * once: each spends most of its time waiting for the API.
 */
const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread only');
const data = workerData as WorkerData;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
// Linux keeps a nice value per thread: this lowers the render thread alone, not the proxy's
// event loop, so renders take the CPU that static files, API calls and cached pages leave.
if (data.nice > 0) {
  try {
    os.setPriority(data.nice);
  } catch (error) {
    post({ type: 'log', message: `ssr: render thread kept its priority: ${String(error)}` });
  }
}
const renderer = createDistRenderers(data.sitesDir, {
  timeoutMs: data.timeoutMs,
  log: (message) => post({ type: 'log', message }),
});
// The sites' server builds load before the first visitor asks (a render's time starts at the
// request, and a cold import took most of it).
void renderer.warm();

port.on('message', (message: ToWorker) => {
  if (message.type !== 'render') return;
  renderer
    .renderDocument(message.site, message.request, message.document)
    .catch(() => undefined)
    // The document's bytes are handed over, not copied: the proxy's thread only sends them.
    .then((result) =>
      post({ type: 'done', id: message.id, result }, result ? [result.buffer as ArrayBuffer] : []),
    );
});
post({ type: 'ready' });
