import { defineConfig, mergeConfig } from 'vite';
import { siteConfig } from '../vite.site.ts';

const base = siteConfig('analysis');

/**
 * The charting library (lightweight-charts and its canvas helper, ~55 kB gzip) is its own
 * chunk, loaded by the technical-analysis page only: never part of the entry, and cached apart
 * from the page code that changes more often (stack-notes §12: Vite 8 `codeSplitting.groups`).
 */
export default defineConfig((env) => {
  const config = base(env);
  // The server build is one file (vite.site.ts): no chunks to split.
  if (env.isSsrBuild) return config;
  return mergeConfig(config, {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'lightweight-charts',
                test: /[\\/]node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/,
              },
            ],
          },
        },
      },
    },
  });
});
