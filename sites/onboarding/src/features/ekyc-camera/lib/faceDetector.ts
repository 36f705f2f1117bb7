// The face detector of the framing help, loaded only by the face step (design §9: heavy libraries
// load where used). The model ships in the registry package and is bundled with the site: no
// other host is asked for anything at run time.
import * as faceapi from '@vladmandic/face-api/dist/face-api.esm.js';
// The 3 kB manifest as a module, not `?url`: that small a file would be inlined as a data: URL,
// which the CSP's connect-src refuses to fetch.
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
// The weights keep their own hashed file; the manifest's relative "tiny_face_detector_model.bin"
// would not find it, so the weights are fetched here and decoded against the manifest.
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import type { FaceBox } from './framingHint';

export interface FaceDetector {
  /** The faces in the video's current frame, in fractions of the frame. */
  detect(video: HTMLVideoElement): Promise<FaceBox[]>;
}

// face-api's typings list only part of the bundled tfjs; these are in the bundle all the same.
interface TfBackends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

/**
 * WebGL, else the CPU. The bundle also registers tfjs's WASM backend, which would fetch its
 * .wasm from beside the script (not shipped here) and needs a CSP allowance we do not give.
 */
async function chooseBackend(tf: TfBackends): Promise<void> {
  for (const backend of ['webgl', 'cpu']) {
    try {
      if (await tf.setBackend(backend)) {
        await tf.ready();
        return;
      }
    } catch {
      // Try the next one.
    }
  }
  throw new Error('faceDetector: no tfjs backend');
}

async function load(): Promise<FaceDetector> {
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`faceDetector: weights ${response.status}`);
  const weights = await response.arrayBuffer();
  await chooseBackend(faceapi.tf as unknown as TfBackends);
  // JSON types its dtypes as plain strings; the file is tfjs's own manifest format.
  const specs = manifest.flatMap((group) => group.weights) as WeightSpecs;
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(faceapi.tf.io.decodeWeights(weights, specs));
  // 224 px input: enough for a face at 30-40 cm, a few detections a second on a mid-range phone.
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
  return {
    async detect(video) {
      if (!video.videoWidth || !video.videoHeight) return [];
      const faces = await faceapi.detectAllFaces(video, options);
      return faces.map(({ relativeBox: { x, y, width, height } }) => ({ x, y, width, height }));
    },
  };
}

type WeightSpecs = Parameters<typeof faceapi.tf.io.decodeWeights>[1];

let loading: Promise<FaceDetector> | undefined;

/** The detector, loaded once; a failed load may be tried again by the next face step. */
export function loadFaceDetector(): Promise<FaceDetector> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
