/**
 * The sites' web font (design §1: bundled, with Vietnamese glyphs): Be Vietnam Pro in two
 * weights, each one file holding the Latin and Vietnamese letters (fontsource's ranges), so a
 * word never mixes a loaded subset with a missing one. Writes shared/src/ui/fonts/*.woff2 from
 * the full TTFs of @expo-google-fonts/be-vietnam-pro; the files are committed, run this again
 * only to change the letters or the weights:
 *
 *   npx tsx scripts/make-fonts.ts
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;

const OUT = new URL('../shared/src/ui/fonts/', import.meta.url);
const ranges = require('@fontsource/be-vietnam-pro/unicode.json') as Record<string, string>;
const WEIGHTS = { 400: '400Regular', 700: '700Bold' } as const;

/** Every code point of `U+0000-00FF,U+0131,…`. */
function codePoints(list: string): string {
  let text = '';
  for (const range of list.split(',')) {
    const [from, to = from] = range.replace(/U\+/g, '').split('-');
    for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code += 1) {
      // Controls and noncharacters have no glyph to keep.
      if (code >= 0x20 && code !== 0xfeff && code !== 0xfffd) text += String.fromCodePoint(code);
    }
  }
  return text;
}

const text = codePoints(`${ranges.latin},${ranges.vietnamese}`);
const fonts = path.dirname(require.resolve('@expo-google-fonts/be-vietnam-pro/package.json'));
for (const [weight, name] of Object.entries(WEIGHTS)) {
  const ttf = await readFile(path.join(fonts, name, `BeVietnamPro_${name}.ttf`));
  const woff2 = await subsetFont(ttf, text, { targetFormat: 'woff2' });
  await writeFile(new URL(`be-vietnam-pro-${weight}.woff2`, OUT), woff2);
  console.log(`be-vietnam-pro-${weight}.woff2: ${woff2.length} bytes`);
}
await copyFile(path.join(fonts, 'LICENSE_FONT'), new URL('OFL.txt', OUT));
