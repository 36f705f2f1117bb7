/** The thread of `openLoopInThread` (open-loop.ts): runs one load and posts its figures. */
import { parentPort, workerData } from 'node:worker_threads';
import { openLoop, type OpenLoopOptions } from './open-loop';

const port = parentPort;
if (!port) throw new Error('open-loop-thread runs as a worker thread only');
port.postMessage(await openLoop(workerData as OpenLoopOptions));
