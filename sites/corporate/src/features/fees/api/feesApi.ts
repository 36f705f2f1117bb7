import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

/** A fee schedule: its table in `attrs` (columns, rows), effective date and optional PDF. */
export type Fee = ContentSummary<'fee'>;
export type FeeDetail = ContentDetail<'fee'>;

/** Every fee schedule, for the side navigation (`GET htgd-fees`). */
export const listFees = (api: ApiClient, call: CallContext): Promise<Fee[]> =>
  listAll(createContentItemsApi(api).listFees, call);

/** One schedule by its slug (`GET htgd-fees/{slug}`); 404 when there is none. */
export const getFee = (api: ApiClient, key: string, call: CallContext): Promise<FeeDetail> =>
  createContentItemsApi(api).getFee(key, call);
