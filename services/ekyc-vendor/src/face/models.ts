/**
 * face-api (@vladmandic/face-api, the node build over TensorFlow.js's WebAssembly backend) and
 * the four models the face check uses, loaded once from the package's own model folder: nothing
 * is fetched from the network. Loaded lazily in the face process (face-process.ts), so the service
 * starts at once and the document checks never pay for it; every caller shares the one loading
 * promise.
 *
 * The WebAssembly backend, not the pure-JS "cpu" one: measured on this 2-core machine, the same
 * six demo photos took ~14 s with wasm and over 5 minutes with cpu.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TfModule from '@tensorflow/tfjs';
import type * as WasmBackend from '@tensorflow/tfjs-backend-wasm';
import type * as FaceApiModule from '@vladmandic/face-api/dist/face-api.node-wasm.js';

export type FaceApi = typeof FaceApiModule;

export interface FaceModels {
  faceapi: FaceApi;
}

let loading: Promise<FaceModels> | undefined;

async function load(): Promise<FaceModels> {
  // require, not import: face-api's node build is CommonJS and requires @tensorflow/tfjs itself;
  // requiring it here too gives the one instance (one backend, one tensor registry).
  const require = createRequire(import.meta.url);
  const tf = require('@tensorflow/tfjs') as typeof TfModule;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof WasmBackend;
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;

  // The .wasm binaries from the installed package (the default would be a CDN).
  const wasmDir = path.join(
    path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')),
    path.sep,
  );
  wasm.setWasmPaths(wasmDir);
  tf.env().set('PROD', true);
  // The wasm runtime (Emscripten) adds process handlers that rethrow every uncaught error and
  // unhandled rejection; the host process keeps its own policy (the API's tests load this too).
  const before = {
    uncaughtException: process.listeners('uncaughtException'),
    unhandledRejection: process.listeners('unhandledRejection'),
  };
  try {
    if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js wasm backend did not start');
    await tf.ready();
  } finally {
    for (const listener of process.listeners('uncaughtException'))
      if (!before.uncaughtException.includes(listener)) process.off('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!before.unhandledRejection.includes(listener))
        process.off('unhandledRejection', listener);
  }

  // main is <package>/dist/face-api.node.js; the models sit in <package>/model.
  const modelDir = path.join(
    path.dirname(path.dirname(require.resolve('@vladmandic/face-api'))),
    'model',
  );
  await Promise.all([
    faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir),
    faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir),
    faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir),
    faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir),
  ]);
  await warmUp(faceapi);
  return { faceapi };
}

/**
 * One pass of each network on a blank picture: the backend prepares its kernels on first use
 * (the first real frame took ~2 s instead of ~0.5 s), which belongs to loading, not to a check.
 */
async function warmUp(faceapi: FaceApi) {
  const blank = faceapi.tf.zeros([160, 160, 3]) as FaceApiModule.tf.Tensor3D;
  try {
    await faceapi.detectAllFaces(blank, new faceapi.SsdMobilenetv1Options());
    await faceapi.detectAllFaces(blank, new faceapi.TinyFaceDetectorOptions());
    await faceapi.nets.faceLandmark68Net.detectLandmarks(blank);
    await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(blank);
  } finally {
    blank.dispose();
  }
}

/** The loaded models; the first call starts loading, a failed load is retried by the next call. */
export function faceModels(): Promise<FaceModels> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
