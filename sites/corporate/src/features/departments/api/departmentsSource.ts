import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  ContentSummary,
  DepartmentDetail,
} from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type Department = ContentSummary<'department'>;
/** title: the person's name; summary: the position; body: the biography. */
export type Leader = DepartmentDetail['members'][number];
export type { DepartmentDetail };

/** The department calls; the RootStore wires them to the content items API. */
export interface DepartmentsSource {
  listDepartments(context: CallContext): Promise<Department[]>;
  getDepartment(key: string, locale: Locale, signal: AbortSignal): Promise<DepartmentDetail>;
}

export function departmentsSource(items: Pick<ContentItemsApi, 'listDepartments' | 'getDepartment'>): DepartmentsSource {
  return {
    listDepartments: (context) => listAll(items.listDepartments, context),
    getDepartment: (key, locale, signal) => items.getDepartment(key, { locale, signal }),
  };
}
