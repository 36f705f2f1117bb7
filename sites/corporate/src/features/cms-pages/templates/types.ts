import type { Page } from '@brokerage/shared/validation';

export interface TemplateProps {
  page: Page;
}
