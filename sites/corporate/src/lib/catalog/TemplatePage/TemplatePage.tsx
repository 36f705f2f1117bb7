import type { ReactNode } from 'react';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../PageFrame/PageFrame';

export interface TemplatePageProps {
  page: Page;
  /** The template's own part, between the page's text and its blocks. */
  children?: ReactNode;
  /** The page's blocks; default PageBlocks. */
  blocks?: ReactNode;
}

/**
 * A CMS template screen of the services and about pages: the page's frame, its text, the
 * template's own part (a list the template loads, say), then the page's blocks.
 */
export function TemplatePage({ page, children, blocks }: TemplatePageProps) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      {children}
      {blocks ?? <PageBlocks blocks={page.blocks} />}
    </PageFrame>
  );
}
