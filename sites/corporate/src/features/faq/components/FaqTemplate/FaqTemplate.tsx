import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { FaqBrowser } from '../FaqBrowser/FaqBrowser';

/** KHCN_FAQ: the page's text, then every FAQ category as a tab with the filter box. */
export function FaqTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <FaqBrowser />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}
