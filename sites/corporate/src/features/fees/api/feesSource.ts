import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

/** A fee schedule: its table in `attrs` (columns, rows), effective date and optional PDF. */
export type Fee = ContentSummary<'fee'>;
export type FeeDetail = ContentDetail<'fee'>;

export interface FeesSource {
  listFees(context: CallContext): Promise<Fee[]>;
  getFee(key: string, locale: Locale, signal: AbortSignal): Promise<FeeDetail>;
}

export function feesSource(items: Pick<ContentItemsApi, 'listFees' | 'getFee'>): FeesSource {
  return {
    listFees: (context) => listAll(items.listFees, context),
    getFee: (key, locale, signal) => items.getFee(key, { locale, signal }),
  };
}
