import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@brokerage/shared/routing/routes.ts';
import { PUBLIC_FILES, REPORT_FILES, SAFE_FILE_NAME, contentTypeFor } from '../src/lib/files/files';
import { createLocalStore } from '../src/lib/storage/local-store';
import type { ObjectStore } from '../src/lib/storage/object-store';
import { localStoreRoot } from '../src/lib/storage/open-store';
import { buildDocumentPdf } from '../src/lib/files/pdf';
import { BANNERS, BRAND_COLOURS, type BannerArt, type BannerColours } from './data/banners';
import type { ContentSeed, PdfSeed } from './data/content-types';
import { CONTENT_PDFS, CONTENT_SEEDS, REPORT_FILE_PDFS } from './data/content';
import { KHCN_SPECIALISTS } from './data/khcn';
import { OG_IMAGE_FILES, SETTINGS, SHARED_SETTINGS } from './data/site';

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

const BANNER_WIDTH = 1440;
const BANNER_HEIGHT = 480;

/** The picture of a banner, drawn around x 1130; bannerSvg moves it to the right edge. */
function bannerMotif(art: BannerArt): string {
  const line = `fill="none" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round"`;
  switch (art.motif) {
    case 'account':
      // A phone showing an ID card being verified.
      return `<g transform="rotate(-8 1120 240)">
<rect x="1010" y="50" width="220" height="390" rx="34" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>
<rect x="1090" y="70" width="60" height="10" rx="5" fill="#ffffff" fill-opacity="0.4"/>
<rect x="1036" y="120" width="168" height="108" rx="12" fill="${art.accent}" fill-opacity="0.3" stroke="${art.accent}" stroke-width="3"/>
<circle cx="1076" cy="164" r="20" fill="#ffffff" fill-opacity="0.7"/>
<path d="M1054 210c6-16 38-16 44 0" ${line} stroke-width="4" stroke-opacity="0.7"/>
<path d="M1116 152h64M1116 174h48M1116 196h56" ${line} stroke-width="6" stroke-opacity="0.55"/>
<rect x="1036" y="250" width="168" height="14" rx="7" fill="#ffffff" fill-opacity="0.25"/>
<rect x="1036" y="278" width="120" height="14" rx="7" fill="#ffffff" fill-opacity="0.18"/>
<rect x="1036" y="370" width="168" height="40" rx="20" fill="${art.accent}" fill-opacity="0.85"/>
</g>
<circle cx="1262" cy="132" r="46" fill="${art.accent}"/>
<path d="M1242 132l14 14 26-28" ${line} stroke-width="8"/>`;
    case 'chart': {
      // Candles over a rising line with its area.
      const candles = (
        [
          [880, 330, 300],
          [930, 300, 320],
          [980, 316, 270],
          [1030, 276, 250],
          [1080, 252, 268],
          [1130, 262, 214],
          [1180, 214, 190],
          [1230, 190, 150],
          [1280, 154, 170],
          [1330, 168, 112],
        ] as const
      )
        .map(([x, open, close]) => {
          const rising = close < open;
          const top = Math.min(open, close);
          const fill = rising ? art.accent : '#ffffff';
          return `<path d="M${x} ${top - 14}V${Math.max(open, close) + 12}" stroke="${fill}" stroke-width="3" stroke-opacity="0.8"/>
<rect x="${x - 12}" y="${top}" width="24" height="${Math.abs(open - close)}" rx="3" fill="${fill}" fill-opacity="${rising ? 0.9 : 0.45}"/>`;
        })
        .join('\n');
      return `<path d="M840 480L900 404L980 414L1060 330L1140 340L1220 262L1300 236L1440 130V480H840Z" fill="${art.accent}" fill-opacity="0.16"/>
<path d="M840 480L900 404L980 414L1060 330L1140 340L1220 262L1300 236L1440 130" fill="none" stroke="${art.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
${candles}`;
    }
    case 'team':
      // Three people joined by a ring.
      return `<circle cx="1130" cy="250" r="170" fill="none" stroke="${art.accent}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
<g fill="#ffffff" fill-opacity="0.22">
<circle cx="1000" cy="250" r="34"/><path d="M940 350c8-48 112-48 120 0z"/>
<circle cx="1260" cy="250" r="34"/><path d="M1200 350c8-48 112-48 120 0z"/>
</g>
<g fill="${art.accent}">
<circle cx="1130" cy="196" r="48"/><path d="M1044 340c12-70 160-70 172 0z"/>
</g>
<path d="M1300 96l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z" fill="${art.accent}" fill-opacity="0.9"/>`;
  }
}

/**
 * A banner background: brand gradient, a soft glow, rings, dots and the banner's motif. No text:
 * the site renders the banner's title, description and link as HTML over the left part, in
 * either language, so the motif keeps to the right third (x ≥ 940).
 */
function bannerSvg(art: BannerArt, seed: number): string {
  const random = rng(seed);
  const bubbles = Array.from({ length: 6 }, () => {
    const cx = Math.round(820 + random() * 600);
    const cy = Math.round(random() * BANNER_HEIGHT);
    const r = Math.round(30 + random() * 110);
    const opacity = (0.04 + random() * 0.06).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" aria-hidden="true">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.to}"/><stop offset="1" stop-color="${art.from}"/></linearGradient>
<radialGradient id="glow" cx="0.82" cy="0.45" r="0.5"><stop offset="0" stop-color="${art.accent}" stop-opacity="0.4"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" fill-opacity="0.14"/></pattern>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>
<rect x="760" y="0" width="680" height="${BANNER_HEIGHT}" fill="url(#dots)"/>
${bubbles}
<g fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="2">
<circle cx="1200" cy="240" r="230"/><circle cx="1200" cy="240" r="320"/><circle cx="1200" cy="240" r="410"/>
</g>
<g transform="translate(70 0)">
${bannerMotif(art)}
</g>
</svg>
`;
}

/**
 * The share picture (`og:image`): unlike the banners it carries the brand name, since a link
 * preview shows nothing else of the site.
 */
function ogImageSvg(siteName: string, tagline: string, art: BannerColours): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(`${siteName} – ${tagline}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.to}"/><stop offset="1" stop-color="${art.from}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"><circle cx="1000" cy="315" r="220"/><circle cx="1000" cy="315" r="320"/></g>
<path d="M700 520L780 470L860 486L940 410L1020 424L1100 330L1200 280V630H700Z" fill="${art.accent}" fill-opacity="0.2"/>
<path d="M700 520L780 470L860 486L940 410L1020 424L1100 330L1200 280" fill="none" stroke="${art.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<g fill="#ffffff" font-family="'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif">
<text x="80" y="280" font-size="72" font-weight="700">${escapeXml(siteName)}</text>
<text x="80" y="350" font-size="34" fill-opacity="0.92">${escapeXml(tagline)}</text>
<text x="80" y="540" font-size="28" font-weight="600" fill-opacity="0.85">Hotline ${escapeXml(SHARED_SETTINGS.hotline)}</text>
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

/** A stable number from a text (FNV-1a), so each item's art is its own and never changes. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Card colours per kind of item; all dark enough for a white play button or motif. */
const ART_COLOURS: Record<string, BannerColours> = {
  news: BRAND_COLOURS,
  disclosure: { from: '#15407e', to: '#0a1f40', accent: '#7fb8ef' },
  sgdck_news: { from: '#7a4a0c', to: '#3d2404', accent: '#f2b84b' },
  video: { from: '#0f3b33', to: '#041814', accent: '#68bfa6' },
};
const AVATAR_COLOURS = ['#00503c', '#15407e', '#7a4a0c', '#6b2d5c', '#2f5d1e', '#8a2c2c'];

const ART_WIDTH = 800;
const ART_HEIGHT = 450;

/** A rising-and-falling price line across the card, different for every item. */
function pricePath(random: () => number, top: number, bottom: number): string {
  let y = bottom - random() * (bottom - top) * 0.4;
  const points: string[] = [];
  for (let x = 0; x <= ART_WIDTH; x += 40) {
    y = Math.min(bottom, Math.max(top, y + (random() - 0.55) * 70));
    points.push(`${x} ${Math.round(y)}`);
  }
  return `M${points.join('L')}`;
}

/** The picture of a card: text-free, so it serves both languages; the site prints the title. */
function cardMotif(
  type: string,
  colours: BannerColours,
  random: () => number,
  label: string,
): string {
  const line = pricePath(random, 150, 380);
  const chart = `<path d="${line}V${ART_HEIGHT}H0Z" fill="${colours.accent}" fill-opacity="0.14"/>
<path d="${line}" fill="none" stroke="${colours.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  switch (type) {
    case 'disclosure':
      // A stamped document over the chart.
      return `${chart}
<g transform="rotate(-6 520 215)">
<rect x="430" y="70" width="200" height="260" rx="14" fill="#ffffff" fill-opacity="0.92"/>
<path d="M462 120h136M462 150h136M462 180h110M462 210h136M462 240h90" stroke="${colours.from}" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>
<circle cx="585" cy="290" r="34" fill="none" stroke="#c0392b" stroke-width="6" stroke-opacity="0.85"/>
<path d="M568 290l12 12 22-24" fill="none" stroke="#c0392b" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.85"/>
</g>`;
    case 'sgdck_news':
      // The exchange's building and its name (a code, the same in both languages).
      return `${chart}
<g fill="#ffffff" fill-opacity="0.9">
<path d="M470 120L590 70L710 120Z"/>
<rect x="480" y="126" width="220" height="14" rx="3"/>
${[500, 545, 590, 635, 680].map((x) => `<rect x="${x - 9}" y="150" width="18" height="120" rx="4"/>`).join('')}
<rect x="470" y="278" width="240" height="18" rx="4"/>
</g>
<text x="590" y="350" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`;
    case 'video':
      // A play button the player's own overlay sits on.
      return `${chart}
<circle cx="400" cy="225" r="74" fill="#ffffff" fill-opacity="0.92"/>
<path d="M380 185v80l66-40z" fill="${colours.from}"/>`;
    default: {
      // Candles over the line.
      const candles = Array.from({ length: 8 }, (_, i) => {
        const x = 420 + i * 44;
        const open = 120 + random() * 200;
        const close = open + (random() - 0.5) * 90;
        const top = Math.round(Math.min(open, close));
        const rising = close < open;
        const fill = rising ? colours.accent : '#ffffff';
        return `<path d="M${x} ${top - 16}V${Math.round(Math.max(open, close)) + 14}" stroke="${fill}" stroke-width="3" stroke-opacity="0.8"/>
<rect x="${x - 11}" y="${top}" width="22" height="${Math.max(6, Math.round(Math.abs(open - close)))}" rx="3" fill="${fill}" fill-opacity="${rising ? 0.9 : 0.5}"/>`;
      }).join('\n');
      return `${chart}\n${candles}`;
    }
  }
}

function cardSvg(type: string, key: string, label: string): string {
  const colours = ART_COLOURS[type] ?? BRAND_COLOURS;
  const random = rng(hashSeed(key));
  const rings = Array.from({ length: 3 }, (_, i) => {
    const r = 120 + i * 90;
    return `<circle cx="${Math.round(560 + random() * 160)}" cy="${Math.round(120 + random() * 200)}" r="${r}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" aria-hidden="true">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>
<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.8" fill="#ffffff" fill-opacity="0.12"/></pattern>
</defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#dots)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">${rings}</g>
${cardMotif(type, colours, random, label)}
</svg>
`;
}

/** A specialist's or leader's portrait stand-in: initials on a coloured disc. */
function avatarSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<circle cx="80" cy="80" r="80" fill="${colour}"/>
<circle cx="80" cy="80" r="72" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="60" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>
`;
}

/** An issuer's stand-in logo: its ticker or initials in a rounded square. */
function logoSvg(text: string, colour: string): string {
  const size = text.length > 3 ? 40 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120" width="200" height="120">
<rect x="4" y="4" width="192" height="112" rx="18" fill="#ffffff" stroke="${colour}" stroke-width="4"/>
<path d="M24 92l30-22 22 12 34-34 26 16 40-30" fill="none" stroke="${colour}" stroke-opacity="0.18" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<text x="100" y="60" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${colour}">${escapeXml(text)}</text>
</svg>
`;
}

/** First letters of a person's family and given names: "Nguyễn Văn An" → "NA". */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A ticker-like word of the issuer's name ("… (VIC)", "HDBank") or the initials of its last words. */
export function issuerMark(issuer: string): string {
  const words = issuer
    .replace(/[()[\],.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const ticker = words.filter((w) => /^[A-Z0-9]{2,5}$/.test(w)).pop();
  if (ticker) return ticker;
  return words
    .slice(-3)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}

const safeKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');

/**
 * The picture the seed draws for a content item that brings none (card art for news-like items
 * and videos, initials for leaders, a mark for deal issuers), or null. The seeder links the
 * same name, so the database and the files always agree.
 */
export function contentArtFile(item: ContentSeed): string | null {
  const key = safeKey(item.key);
  switch (item.type) {
    case 'news':
    case 'disclosure':
    case 'sgdck_news':
      return item.image ? null : `art-${key}.svg`;
    case 'video':
      return item.attrs.thumbnail === '' ? `art-${key}.svg` : null;
    case 'leader':
      return item.attrs.photo === null ? `avatar-${key}.svg` : null;
    case 'recent_deal':
      return item.attrs.logo === null ? `logo-${key}.svg` : null;
    default:
      return null;
  }
}

function contentArt(item: ContentSeed): string {
  const colour = AVATAR_COLOURS[hashSeed(item.key) % AVATAR_COLOURS.length] ?? BRAND_COLOURS.from;
  switch (item.type) {
    case 'leader':
      return avatarSvg(nameInitials(item.vi.title), colour);
    case 'recent_deal':
      return logoSvg(issuerMark(item.attrs.issuer), colour);
    case 'sgdck_news':
      return cardSvg(item.type, item.key, item.attrs.exchange);
    default:
      return cardSvg(item.type, item.key, '');
  }
}

/** The generated pictures of the content items, by file name. */
export function contentArtFiles(items: readonly ContentSeed[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const item of items) {
    const name = contentArtFile(item);
    if (name) files[name] = contentArt(item);
  }
  return files;
}

/** Every public file the seed content links to, by name. */
export function publicFiles(
  items: readonly ContentSeed[] = CONTENT_SEEDS,
): Record<string, string | Buffer> {
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
  for (const person of KHCN_SPECIALISTS) {
    files[person.avatar] = avatarSvg(person.initials, person.colour);
  }
  BANNERS.forEach((banner, i) => {
    files[banner.file] = bannerSvg(banner.art, 1000 + i);
  });
  for (const locale of LOCALES) {
    const [siteName = '', tagline = ''] = SETTINGS[locale].seoTitle.split(' – ');
    files[OG_IMAGE_FILES[locale]] = ogImageSvg(siteName, tagline, BRAND_COLOURS);
  }
  Object.assign(files, contentArtFiles(items));
  return files;
}

/** Demo video clips made once by scripts/make-demo-videos.ts and kept in the repository. */
export const VIDEO_ASSETS_DIR = fileURLToPath(new URL('../assets/videos/', import.meta.url));

/** Fixed document date of the seeded PDFs, so the same input gives the same bytes. */
const SEED_PDF_DATE = new Date(Date.UTC(2026, 0, 5, 2, 0, 0));
/** Bump when the PDF layout changes, so seeded PDFs are redrawn on the next start. */
const PDF_LAYOUT_VERSION = 1;

/** A public file to write: its name, what its bytes depend on, and how to make them. */
export interface PublicFileSource {
  name: string;
  fingerprint: string;
  content: () => Promise<string | Uint8Array>;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

function pdfSource(pdf: PdfSeed): PublicFileSource {
  return {
    name: pdf.name,
    fingerprint: sha256(JSON.stringify({ v: PDF_LAYOUT_VERSION, ...pdf })),
    content: () => buildDocumentPdf({ title: pdf.title, blocks: pdf.lines, date: SEED_PDF_DATE }),
  };
}

async function videoSources(): Promise<PublicFileSource[]> {
  const names = await readdir(VIDEO_ASSETS_DIR).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => SAFE_FILE_NAME.test(name) && name.endsWith('.webm'))
      .map(async (name) => {
        const bytes = await readFile(path.join(VIDEO_ASSETS_DIR, name));
        return { name, fingerprint: sha256(bytes), content: async () => bytes };
      }),
  );
}

/** Names of the video assets, for the seeder's check that every linked file exists. */
export async function videoAssetNames(): Promise<string[]> {
  return (await videoSources()).map((source) => source.name);
}

/** Every public file: drawn art, seeded PDFs and the demo videos. */
export async function publicFileSources(
  items: readonly ContentSeed[] = CONTENT_SEEDS,
  pdfs: readonly PdfSeed[] = CONTENT_PDFS,
): Promise<PublicFileSource[]> {
  const drawn = Object.entries(publicFiles(items)).map(([name, content]) => ({
    name,
    fingerprint: sha256(content),
    content: async () => content,
  }));
  return [...drawn, ...pdfs.map(pdfSource), ...(await videoSources())];
}

/** The names `ensurePublicFiles` writes, for checking links before they are stored. */
export async function publicFileNames(
  items: readonly ContentSeed[] = CONTENT_SEEDS,
  pdfs: readonly PdfSeed[] = CONTENT_PDFS,
): Promise<Set<string>> {
  return new Set((await publicFileSources(items, pdfs)).map((source) => source.name));
}

/** Fingerprints of the files written last time; a dot file, so the files route never serves it. */
const MANIFEST = '.seed-manifest.json';

/** Where the seed writes: an object store, or a DATA_DIR (its local store, DATA_DIR/uploads). */
export type SeedTarget = ObjectStore | string;

const storeOf = (target: SeedTarget): ObjectStore =>
  typeof target === 'string' ? createLocalStore(localStoreRoot(target)) : target;

async function readManifest(store: ObjectStore, key: string): Promise<Record<string, string>> {
  const found = await store.get(key);
  if (!found) return {};
  try {
    return JSON.parse((await buffer(found.stream)).toString('utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Writes every seed file under `prefix` (a folder of the store) that is missing or whose input
 * changed since it was written (PDFs take a few tens of milliseconds each, so unchanged ones are
 * skipped), and removes the files it wrote before that are no longer among the sources (a file
 * that moved elsewhere, like the analysis-report PDFs that stopped being public). Files it did
 * not write stay. Through the object store port, so with STORAGE_URL they land in the bucket.
 */
async function writeSeedFiles(
  target: SeedTarget,
  prefix: string,
  sources: readonly PublicFileSource[],
): Promise<void> {
  const store = storeOf(target);
  await store.prepare();
  const manifestKey = `${prefix}${MANIFEST}`;
  const previous = await readManifest(store, manifestKey);
  const next: Record<string, string> = {};
  for (const source of sources) {
    if (!SAFE_FILE_NAME.test(source.name)) throw new Error(`Bad seed file name "${source.name}"`);
    const key = `${prefix}${source.name}`;
    if (previous[source.name] !== source.fingerprint || !(await store.head(key))) {
      const content = await source.content();
      await store.put(key, typeof content === 'string' ? Buffer.from(content) : content, {
        contentType: contentTypeFor(source.name),
      });
    }
    next[source.name] = source.fingerprint;
  }
  for (const name of Object.keys(previous)) {
    if (!(name in next) && SAFE_FILE_NAME.test(name)) await store.delete(`${prefix}${name}`);
  }
  await store.put(manifestKey, Buffer.from(JSON.stringify(next, null, 1)), {
    contentType: 'application/json',
  });
}

/** Writes the public files (`files/{name}`); safe on every start. */
export async function ensurePublicFiles(
  target: SeedTarget,
  sources?: readonly PublicFileSource[],
): Promise<void> {
  await writeSeedFiles(target, PUBLIC_FILES, sources ?? (await publicFileSources()));
}

/** The private report files: the analysis-report PDFs, by name. */
export function reportFileSources(pdfs: readonly PdfSeed[] = REPORT_FILE_PDFS): PublicFileSource[] {
  return pdfs.map(pdfSource);
}

/** The names `ensureReportFiles` writes: what an analysis report's `file` may name. */
export function reportFileNames(pdfs: readonly PdfSeed[] = REPORT_FILE_PDFS): Set<string> {
  return new Set(pdfs.map((pdf) => pdf.name));
}

/** Writes the private report files (never served by `files/{name}`); safe on every start. */
export async function ensureReportFiles(
  target: SeedTarget,
  sources: readonly PublicFileSource[] = reportFileSources(),
): Promise<void> {
  await writeSeedFiles(target, REPORT_FILES, sources);
}

/** Every file the seed content links to, public and private, into a store or a DATA_DIR. */
export async function ensureSeedFiles(target: SeedTarget): Promise<void> {
  await ensurePublicFiles(target);
  await ensureReportFiles(target);
}
