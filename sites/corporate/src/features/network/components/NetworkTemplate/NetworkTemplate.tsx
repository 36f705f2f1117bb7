import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { BranchDirectory } from '../BranchDirectory/BranchDirectory';

/** ABOUT_NETWORK: the page's text, then the offices by region. */
export function NetworkTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <BranchDirectory />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}
