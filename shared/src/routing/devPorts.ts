// Dependency-free on purpose: the Vite config (sites/vite.site.ts), the dev launcher
// (scripts/) and the proxy all import it, and none of them should pull in more than this.
import type { SiteId } from './routes';

/** Vite dev-server port per site; the one place these numbers are written (contracts.md). */
export const SITE_DEV_PORTS = {
  corporate: 5173,
  analysis: 5174,
  recruitment: 5175,
  onboarding: 5176,
} as const satisfies Record<SiteId, number>;
