import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicFilesDir } from '../../lib/files';
import { BANNERS, type BannerArt } from './data/banners';

/** Deterministic pseudo-random numbers (mulberry32), so the generated art never changes. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FLAG_VI = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">
<rect width="30" height="20" fill="#da251d"/>
<polygon fill="#ffff00" points="15,4 16.18,7.64 20,7.64 16.91,9.88 18.09,13.52 15,11.28 11.91,13.52 13.09,9.88 10,7.64 13.82,7.64"/>
</svg>
`;

const FLAG_EN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30" width="30" height="15">
<clipPath id="t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>
<path d="M0,0 v30 h60 v-30 z" fill="#012169"/>
<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>
<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/>
<path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/>
<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/>
</svg>
`;

function bannerSvg(art: BannerArt, seed: number): string {
  const random = rng(seed);
  const circles = Array.from({ length: 7 }, () => {
    const cx = Math.round(760 + random() * 640);
    const cy = Math.round(random() * 480);
    const r = Math.round(40 + random() * 160);
    const opacity = (0.06 + random() * 0.12).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('\n');
  const lines = art.title
    .map(
      (line, i) =>
        `<text x="96" y="${190 + i * 64}" font-size="52" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 480" width="1440" height="480" role="img" aria-label="${escapeXml(art.title.join(' '))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="1440" height="480" fill="url(#g)"/>
${circles}
<g fill="#ffffff" font-family="'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif">
<text x="96" y="120" font-size="24" font-weight="600" letter-spacing="3" fill-opacity="0.85">${escapeXml(art.eyebrow)}</text>
${lines}
<text x="96" y="${210 + art.title.length * 64}" font-size="26" fill-opacity="0.9">${escapeXml(art.subtitle)}</text>
<rect x="96" y="${250 + art.title.length * 64}" width="${art.cta.length * 14 + 64}" height="56" rx="28" fill="#ffffff"/>
<text x="128" y="${286 + art.title.length * 64}" font-size="22" font-weight="700" fill="${art.from}">${escapeXml(art.cta)}</text>
</g>
</svg>
`;
}

/** Small square icons used as menu `iconImage`. */
function iconSvg(color: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
<rect width="48" height="48" rx="12" fill="${color}"/>
<g fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>
`;
}

/**
 * A valid one-page PDF built by hand (byte offsets computed), so the redirect table has a real
 * stored file to point at. The standard Helvetica font has no Vietnamese glyphs, so the text is
 * in English.
 */
export function buildPdf(lines: string[]): Buffer {
  const escapePdf = (text: string) =>
    text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const stream = [
    'BT',
    '/F1 20 Tf',
    '72 770 Td',
    ...lines.flatMap((line, i) =>
      i === 0 ? [`(${escapePdf(line)}) Tj`, '/F1 12 Tf'] : ['0 -22 Td', `(${escapePdf(line)}) Tj`],
    ),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const FEE_SCHEDULE_PDF = 'an-phat-fee-schedule-2026.pdf';

/** Every public file the seed content links to, by name. */
export function publicFiles(): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    'flag-vi.svg': FLAG_VI,
    'flag-en.svg': FLAG_EN,
    'menu-ekyc.svg': iconSvg(
      '#0b7a4b',
      '<rect x="12" y="10" width="24" height="28" rx="3"/><circle cx="24" cy="21" r="5"/><path d="M17 33c2-4 12-4 14 0"/>',
    ),
    'menu-analysis.svg': iconSvg('#1c4f9c', '<path d="M10 36h28"/><path d="M14 30l7-8 6 5 9-11"/>'),
    'menu-bond.svg': iconSvg(
      '#b7791f',
      '<rect x="10" y="12" width="28" height="24" rx="3"/><path d="M16 20h16M16 26h10"/>',
    ),
    [FEE_SCHEDULE_PDF]: buildPdf([
      'An Phat Securities - Fee schedule 2026',
      'Demo document generated for the website demo data.',
      '',
      'Online stock trading fee: 0.15% of matched value',
      'Trading at a branch or by phone: 0.25% of matched value',
      'Margin interest: from 9.9% per year',
      'Derivatives: 2,500 VND per contract',
      'Cash withdrawal to a registered bank account: free',
      '',
      'Hotline 1900 98 9999',
    ]),
  };
  BANNERS.forEach((banner, i) => {
    files[banner.file.vi] = bannerSvg(banner.art.vi, 1000 + i);
    files[banner.file.en] = bannerSvg(banner.art.en, 2000 + i);
  });
  return files;
}

/** Writes any missing public file; safe to run on every start. */
export async function ensurePublicFiles(dataDir: string): Promise<void> {
  const dir = publicFilesDir(dataDir);
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(publicFiles())) {
    const target = path.join(dir, name);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) await writeFile(target, content);
  }
}
