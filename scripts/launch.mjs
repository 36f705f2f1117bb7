// `npm start`, `npm run dev` and `npm run start:cluster` (issue 26: a production runtime). The
// launcher, scripts/start.ts, runs as plain JavaScript: this file bundles it with esbuild (its
// own code and the workspace's; npm packages stay imports) into scripts/dist/, then runs it in
// this same process, which stays the one that supervises the services. Under the `tsx` loader
// the launcher held about 37 MB more (the loader's own thread and compiler) for as long as the
// stack ran. The bundle takes a fraction of a second, so it is made on every start and never
// stale; its name is its content's hash, so two stacks starting at once never write one file
// that the other is reading.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(scripts, 'dist');

const bundled = await build({
  absWorkingDir: scripts,
  entryPoints: ['start.ts'],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the TypeScript, without a .map file beside a bundle a newer start removes.
  sourcemap: 'inline',
  keepNames: true,
  logLevel: 'warning',
  // npm packages (esbuild, vite when a site is built, …) load from node_modules as they do for
  // the TypeScript. The launcher reaches the workspace's own code by relative paths only
  // (../shared/src/…), which are bundled; an `@brokerage/…` import would stay one and fail.
  packages: 'external',
});
// esbuild's service process would otherwise live as long as the launcher.
await stop();

const code = bundled.outputFiles[0].contents;
const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
const file = path.join(outdir, name);
if (!existsSync(file)) {
  mkdirSync(outdir, { recursive: true });
  const temporary = path.join(outdir, `.${name}.${process.pid}`);
  writeFileSync(temporary, code);
  renameSync(temporary, file);
}
// Earlier versions of the launcher: a stack already running from one has it loaded.
for (const old of readdirSync(outdir))
  if (old !== name && /^start-[0-9a-f]{16}\.mjs$/.test(old))
    rmSync(path.join(outdir, old), { force: true });

await import(pathToFileURL(file).href);
