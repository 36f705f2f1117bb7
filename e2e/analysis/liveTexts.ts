/**
 * The analysis centre's texts for the live-page specs, read from the site's locale files (so a
 * wording change is one edit), and the page paths per language.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../../shared/src/routing/routes';

type Tree = { [key: string]: Tree | string };
const load = (locale: Locale): Tree =>
  JSON.parse(
    readFileSync(
      new URL(`../../sites/analysis/src/locales/${locale}/analysis.json`, import.meta.url),
      'utf8',
    ),
  ) as Tree;
const TEXTS = { vi: load('vi'), en: load('en') };

/** The text at `key` (dots), `{{name}}` placeholders filled; plural keys take `_other`. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  let node: Tree | string | undefined = TEXTS[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'object') node = node.other;
  if (typeof node !== 'string') throw new Error(`no text at ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

export const DASHBOARD: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich',
  en: '/en/analysis-center',
};
export const STOCK_INFO: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/thong-tin-co-phieu',
  en: '/en/analysis-center/stock-information',
};
export const HISTORY: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/lich-su-giao-dich',
  en: '/en/analysis-center/transaction-history',
};
export const STOCK_NOT_FOUND: Record<Locale, RegExp> = {
  vi: /Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này/,
  en: /find this stock symbol/i,
};

/** A whole-VND price as the page writes it: thousands grouped by the language's separator. */
export const PRICE: Record<Locale, RegExp> = {
  vi: /^\d{1,3}(\.\d{3})+$/,
  en: /^\d{1,3}(,\d{3})+$/,
};
