import type {
  ContentSummary,
  DepartmentDetail,
} from '@brokerage/shared/validation/contentItems.ts';
import { allItems, itemByKey } from '../../../lib/catalog/contentCalls';

export type Department = ContentSummary<'department'>;
/** title: the person's name; summary: the position; body: the biography. */
export type Leader = DepartmentDetail['members'][number];
export type { DepartmentDetail };

/** The departments of the management, in CMS order (`GET departments`). */
export const listDepartments = allItems<Department>((items) => items.listDepartments);

/** One department with its people (`GET departments/{slug}`); 404 when there is none. */
export const getDepartment = itemByKey<DepartmentDetail>((items) => items.getDepartment);
