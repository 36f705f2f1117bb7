import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { FaqBrowser } from '../FaqBrowser/FaqBrowser';

/** KHCN_FAQ: the page's text, then every FAQ category as a tab with the filter box. */
export function FaqTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page}>
      <FaqBrowser />
    </TemplatePage>
  );
}
