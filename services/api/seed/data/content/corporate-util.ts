import { publicFileUrl } from '../../../src/lib/files/files';
import type { ContentTextSeed } from '../content-types';

/** A fixed publication time in Vietnam's time zone, e.g. at('2026-03-02') → 2026-03-02T08:30:00+07:00. */
export const at = (date: string, time = '08:30'): string => `${date}T${time}:00+07:00`;

/** Both languages of one item. */
export interface Texts {
  vi: ContentTextSeed;
  en: ContentTextSeed;
}

/**
 * A file attribute of a content item: the bare name of a PDF in CORPORATE_PDFS. The seed writes
 * the file under the public files and stores its URL (`/api/v1/files/{name}`).
 */
export const pdfFile = (name: string): string => name;

/** The public URL of a seeded file, for links inside bodies and page blocks. */
export const fileUrl = (name: string): string => publicFileUrl(name);

/** PDF names shared by the fee items, the about pages and the tests. */
export const PDF = {
  tradingFees: 'an-phat-bieu-phi-giao-dich-co-phieu-2026.pdf',
  fullFeeSchedule: 'an-phat-bieu-phi-dich-vu-chung-khoan-2026.pdf',
  disclosurePolicy: 'an-phat-chinh-sach-cong-bo-thong-tin.pdf',
  dataProtection: 'an-phat-chinh-sach-bao-ve-du-lieu-ca-nhan.pdf',
  antiMoneyLaundering: 'an-phat-quy-dinh-phong-chong-rua-tien.pdf',
  complaints: 'an-phat-quy-trinh-giai-quyet-khieu-nai.pdf',
  termsOfUse: 'an-phat-dieu-khoan-su-dung-dich-vu-truc-tuyen.pdf',
} as const;
