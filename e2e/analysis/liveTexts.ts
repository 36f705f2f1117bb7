/**
 * The analysis centre's texts for the live-page specs, read from the site's locale files (so a
 * wording change is one edit), the page paths per language, and the opening of a stock page.
 */
import { expect } from '@playwright/test';
import type { SitePage } from '../fixtures';
import type { Locale } from '../../shared/src/routing/routes';
import { namespaceTexts } from '../support/locales';

/** A text of the analysis namespace, `{{name}}` placeholders filled; a plural is `key_other`. */
export const { text } = namespaceTexts('sites/analysis/src/locales', 'analysis');

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

/** Opens an FPT stock page and waits for its heading: a symbol's first load can take a while. */
export async function openFptPage(site: SitePage, path: string): Promise<void> {
  await site.open(path);
  await expect(site.page.getByRole('heading', { level: 1, name: /^FPT/ })).toBeVisible({
    timeout: 30_000,
  });
}
