import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDistRenderers } from './ssr';
import type { WorkerData, FromWorker, ToWorker } from './render-pool';

/**
 * One render thread (render-pool.ts): the sites' server builds and the critical-CSS cut run
 * here, so React's renderToString and PostCSS never hold the proxy's event loop. Several
 * renders may be under way at once: each spends most of its time waiting for the API.
 */
const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread only');
const data = workerData as WorkerData;
const post = (message: FromWorker) => port.postMessage(message);
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

port.on('message', (message: ToWorker) => {
  if (message.type !== 'render') return;
  renderer
    .render(message.site, message.request, message.template)
    .catch(() => undefined)
    .then((result) => post({ type: 'done', id: message.id, result }));
});
post({ type: 'ready' });
