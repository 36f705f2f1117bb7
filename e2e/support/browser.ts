import { devices, type Project } from '@playwright/test';
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
