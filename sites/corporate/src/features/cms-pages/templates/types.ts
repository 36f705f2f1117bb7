import type { Page } from '@brokerage/shared/validation/content.ts';

export interface TemplateProps {
  page: Page;
}
