import type { ContentAttrs, ContentType } from '@brokerage/shared/validation/contentItems.ts';
import type { IconName } from '@brokerage/shared/validation/icons.ts';
import { publicFileUrl } from '../../../src/lib/files/files';
import type { ContentSeed, ContentTextSeed } from '../content-types';

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

/** Where an item stands: its key, its parent if any, its place in the list and its day. */
export interface Placing {
  key: string;
  parent?: string;
  sort?: number;
  outstanding?: boolean;
  /** yyyy-mm-dd; published at 08:30 Vietnam time unless `time` says otherwise. */
  date: string;
  time?: string;
}

/** A corporate content item: the fields every type shares, the type's attrs and both languages. */
export const corporateItem = <T extends ContentType>(
  type: T,
  { date, time, ...placing }: Placing,
  attrs: ContentAttrs<T>,
  texts: Texts,
): ContentSeed =>
  ({ ...placing, type, publishedAt: at(date, time), attrs, ...texts }) as ContentSeed;

/** Categories and departments: a title in a fixed place, published on the list's day. */
export const listItem =
  (type: 'instruct_category' | 'faq_category' | 'department', date: string) =>
  (key: string, sort: number, texts: Texts): ContentSeed =>
    corporateItem(type, { key, sort, date }, {}, texts);

type IconItemType = 'instruct' | 'khcn_service' | 'khtc_service' | 'nhdt_service';
type IconItemArgs = [
  sort: number,
  icon: IconName,
  date: string,
  texts: Texts,
  outstanding?: boolean,
];

const iconItemIn = (
  type: IconItemType,
  key: string,
  parent: string | undefined,
  [sort, icon, date, texts, outstanding = false]: IconItemArgs,
): ContentSeed => corporateItem(type, { key, parent, sort, outstanding, date }, { icon }, texts);

/** Services and guides under a category: an item with an icon. */
export const childIconItem =
  (type: IconItemType) =>
  (key: string, parent: string, ...args: IconItemArgs) =>
    iconItemIn(type, key, parent, args);

/** Services without a category: an item with an icon. */
export const iconItem =
  (type: IconItemType) =>
  (key: string, ...args: IconItemArgs) =>
    iconItemIn(type, key, undefined, args);
