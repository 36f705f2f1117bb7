import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text the proxy compresses (proxy/src/static/compress.ts). Source maps are left out: only
 * developer tools ask for them, and brotli's best quality on them would triple the build.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest|wasm)$/i;

/** Smaller files gain nothing: the encoding overhead eats the saving. */
const MIN_BYTES = 1024;

const VARIANTS = [
  {
    suffix: '.br',
    encode: (body: Buffer) =>
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { suffix: '.gz', encode: (body: Buffer) => gzip(body, { level: 9 }) },
] as const;

/** Files below `dir`, dot folders (`.vite/`) excluded: the proxy never serves them. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return listFiles(full);
        return entry.isFile() ? [full] : [];
      }),
  );
  return nested.flat();
}

/**
 * Write `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of
 * `dir` above 1 kB, so the proxy never compresses a build's files itself. A variant that is not
 * smaller is not written (and an older one removed). Returns the files written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written: string[] = [];
  // Brotli's best quality is CPU-bound: one file per core, not every file at once.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = await readFile(file);
      if (body.length <= MIN_BYTES) continue;
      for (const { suffix, encode } of VARIANTS) {
        const encoded = await encode(body);
        if (encoded.length < body.length) {
          await writeFile(file + suffix, encoded);
          written.push(file + suffix);
        } else {
          await rm(file + suffix, { force: true });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return written.sort();
}

/** Precompresses the client build's output once it is written (not the server build's). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'brokerage:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (outDir) await precompressDir(outDir);
    },
  };
}
