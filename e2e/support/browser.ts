import {
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from '@playwright/test';
import { CHROME_PATH } from './env';

/** Debian's Chromium as every suite (the stack's and the cluster smoke) drives it. */
export const chromiumProject: Project = {
  name: 'debian-chromium',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      // Debian's Chromium: Playwright must never download a browser (no network for it).
      executablePath: CHROME_PATH,
      // Root in a container: no sandbox, a small /dev/shm, no GPU; and no background
      // traffic to Google, which this machine's closed network refuses noisily.
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
      ],
    },
  },
};

/**
 * The eKYC camera specs' Chromium (issue 22): a fake camera filming `videoFile` (a .y4m or
 * .mjpeg, looped), given to the page without the permission prompt, as a customer who allows
 * the camera sees it.
 */
export function chromiumCameraProject(videoFile: string): Project {
  const use = chromiumProject.use as Partial<PlaywrightTestOptions & PlaywrightWorkerOptions>;
  const launchOptions = use.launchOptions ?? {};
  return {
    ...chromiumProject,
    name: 'debian-chromium-camera',
    use: {
      ...use,
      permissions: ['camera'],
      launchOptions: {
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${videoFile}`,
        ],
      },
    },
  };
}
