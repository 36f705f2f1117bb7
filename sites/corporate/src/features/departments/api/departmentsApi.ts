import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type {
  ContentSummary,
  DepartmentDetail,
} from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type Department = ContentSummary<'department'>;
/** title: the person's name; summary: the position; body: the biography. */
export type Leader = DepartmentDetail['members'][number];
export type { DepartmentDetail };

/** The departments of the management, in CMS order (`GET departments`). */
export const listDepartments = (api: ApiClient, call: CallContext): Promise<Department[]> =>
  listAll(createContentItemsApi(api).listDepartments, call);

/** One department with its people (`GET departments/{slug}`); 404 when there is none. */
export const getDepartment = (
  api: ApiClient,
  key: string,
  call: CallContext,
): Promise<DepartmentDetail> => createContentItemsApi(api).getDepartment(key, call);
