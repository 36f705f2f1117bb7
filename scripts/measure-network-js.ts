/**
 * The JS each site's entry page downloads before it is idle, from a Chromium network log, beside
 * what scripts/check-bundles.ts counts for it from the build (issue 26 item 4).
 *
 *   tsx scripts/measure-network-js.ts [--origin http://127.0.0.1:8080] [--verbose]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { textTable } from '@brokerage/shared/format/textTable.ts';
import { kB, measureSite } from './check-bundles';
import { launchChromium, recordNetworkJs, SITE_ASSET_PREFIX } from './lib/network-js';

export const ENTRY_PAGES = {
  corporate: buildPath('home', 'vi'),
  analysis: buildPath('analysisCenter', 'vi'),
  recruitment: buildPath('recruitment', 'vi'),
  onboarding: buildPath('ekyc', 'vi'),
} as const;

async function main(argv: string[]): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const at = argv.indexOf('--origin');
  const origin = at >= 0 ? argv[at + 1]! : `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const verbose = argv.includes('--verbose');
  const browser = await launchChromium();
  const rows = [
    ['site', 'page', 'network JS gzip', 'files', 'check-bundles', 'files', 'not counted'],
  ];
  try {
    for (const [site, page] of Object.entries(ENTRY_PAGES)) {
      const log = await recordNetworkJs(browser, origin + page);
      const [report] = measureSite(site, path.join(root, 'sites', site));
      const counted = new Set(report?.jsFiles.map((f) => SITE_ASSET_PREFIX(site) + f));
      const missing = log.scripts.filter((s) => !counted.has(s.path));
      rows.push([
        site,
        page,
        kB(log.gzip),
        String(log.scripts.length),
        kB(report?.jsGzip ?? 0),
        String(report?.jsFiles.length ?? 0),
        `${missing.length} (${kB(missing.reduce((sum, s) => sum + s.gzip, 0))})`,
      ]);
      if (verbose)
        for (const s of [...log.scripts].sort((a, b) => b.gzip - a.gzip))
          console.log(`${site}\t${kB(s.gzip)}\t${counted.has(s.path) ? ' ' : '+'} ${s.path}`);
    }
  } finally {
    await browser.close();
  }
  console.log(textTable(rows));
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
