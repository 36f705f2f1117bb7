import { test } from '../fixtures';
import { ekycSamples, EKYC_SAMPLES_DIR } from '../support/ekyc-samples';

// The camera project's browser films a file of this folder: it must exist before it starts.
test('eKYC sample photos, face video and fake camera file', async () => {
  // Five card pictures and two ffmpeg encodes on a shared two-core runner.
  test.setTimeout(240_000);
  await ekycSamples();
  test.info().annotations.push({ type: 'samples', description: EKYC_SAMPLES_DIR });
});
