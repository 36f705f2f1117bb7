import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { BranchDirectory } from '../BranchDirectory/BranchDirectory';

/** ABOUT_NETWORK: the page's text, then the offices by region. */
export function NetworkTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page}>
      <BranchDirectory />
    </TemplatePage>
  );
}
