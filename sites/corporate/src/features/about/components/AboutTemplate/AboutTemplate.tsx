import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { AboutBlocks } from '../AboutBlocks/AboutBlocks';

/**
 * ABOUT_GENERAL, ABOUT_OVERVIEW, ABOUT_VALUE, ABOUT_ACHIEVEMENT, ABOUT_POLICY: the page's
 * text, then its blocks (subpage links, key figures, timeline, values, documents).
 */
export function AboutTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <AboutBlocks blocks={page.blocks} />
    </PageFrame>
  );
}
