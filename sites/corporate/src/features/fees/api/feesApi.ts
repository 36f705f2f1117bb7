import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { allItems, itemByKey } from '../../../lib/catalog/contentCalls';

/** A fee schedule: its table in `attrs` (columns, rows), effective date and optional PDF. */
export type Fee = ContentSummary<'fee'>;
export type FeeDetail = ContentDetail<'fee'>;

/** Every fee schedule, for the side navigation (`GET htgd-fees`). */
export const listFees = allItems<Fee>((items) => items.listFees);

/** One schedule by its slug (`GET htgd-fees/{slug}`); 404 when there is none. */
export const getFee = itemByKey<FeeDetail>((items) => items.getFee);
