/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Every site is its own Vite app behind the one proxy origin. Its assets live under
 * `/_site/<name>/` so four builds (and four dev servers) never collide; the router itself has
 * no basename because pages are served at their real paths by the proxy.
 */
export const SITE_DEV_PORTS = { corporate: 5173, analysis: 5174, recruitment: 5175, onboarding: 5176 } as const;
export type SiteName = keyof typeof SITE_DEV_PORTS;

export function siteConfig(name: SiteName): UserConfig {
  const proxyPort = Number(process.env.PORT ?? 8080);
  return defineConfig({
    base: `/_site/${name}/`,
    plugins: [react()],
    server: {
      port: SITE_DEV_PORTS[name],
      strictPort: true,
      host: '127.0.0.1',
      // The browser talks to the proxy; HMR web sockets come back through it.
      hmr: { clientPort: proxyPort },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit: 900,
    },
    test: {
      environment: 'jsdom',
      setupFiles: [new URL('../shared/src/testing/setupTests.ts', import.meta.url).pathname],
      css: false,
      env: { TZ: 'UTC' },
    },
  });
}
