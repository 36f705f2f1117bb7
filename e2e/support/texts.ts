/**
 * Texts the tests look for. Vietnamese ones are quoted from the spec (§2, §9); English ones
 * come from the shared locale file, the only place the spec's pages get their English.
 */
import type { Locale } from '../../shared/src/routing/routes';
import { readRepoJson } from './locales';

const en = readRepoJson<{ errorPage: Record<'notFound' | 'maintenance', { title: string }> }>(
  'shared/src/locales/en/common.json',
);

export const HOTLINE = '1900 98 9999';

export const ERROR_TITLES: Record<'notFound' | 'maintenance', Record<Locale, string>> = {
  notFound: { vi: 'Rất tiếc, chúng tôi không tìm thấy trang này', en: en.errorPage.notFound.title },
  maintenance: { vi: 'Rất tiếc, hệ thống đang được bảo trì', en: en.errorPage.maintenance.title },
};

/** Accessible names of the shared header controls (shared/src/app/components, common.json). */
export const THEME_TOGGLE = /^(Chuyển sang giao diện (tối|sáng)|Switch to (dark|light) theme)$/;
export const LANGUAGE_BUTTON = /^(Ngôn ngữ|Language): /;
export const LANGUAGE_NAMES: Record<Locale, string> = { vi: 'Tiếng Việt', en: 'English' };
