import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
// The build's half of issue 26 #2: the Vite plugin the sites' builds run.
import { precompressDir } from '../../../sites/precompress';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (line: string) => `${line}\n`.repeat(200);

describe('precompressDir', () => {
  it('writes brotli and gzip beside every compressible file above 1 kB', async () => {
    const files = {
      'assets/index-abc.js': text('console.log("An Phát");'),
      'assets/index-abc.css': text('.a { color: red; }'),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<g/>')}</svg>`,
      'index.html': `<!doctype html>${text('<p>An Phát</p>')}`,
    };
    for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, name), body);

    const written = await precompressDir(dir);

    expect(written.map((file) => path.relative(dir, file))).toEqual(
      Object.keys(files)
        .flatMap((name) => [`${name}.br`, `${name}.gz`])
        .sort(),
    );
    for (const [name, body] of Object.entries(files)) {
      const br = await readFile(path.join(dir, `${name}.br`));
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).toString()).toBe(body);
      expect(zlib.gunzipSync(gz).toString()).toBe(body);
      expect(br.length).toBeLessThan(Buffer.byteLength(body));
    }
  });

  it('leaves small files, source maps, binaries, dot folders and the incompressible alone', async () => {
    await writeFile(path.join(dir, 'assets', 'small.js'), 'console.log(1);');
    await writeFile(path.join(dir, 'assets', 'index-abc.js.map'), text('{"mappings":"AAAA"}'));
    await writeFile(path.join(dir, 'assets', 'font.woff2'), text('not really a font'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), text('{"a":1}'));
    await writeFile(path.join(dir, 'assets', 'random.js'), randomBytes(4096));
    // Left from an older build: a variant that would no longer be smaller must not outlive it.
    await writeFile(path.join(dir, 'assets', 'random.js.br'), 'stale');

    expect(await precompressDir(dir)).toEqual([]);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'font.woff2',
      'index-abc.js.map',
      'random.js',
      'small.js',
    ]);
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json']);
  });
});
