import type { Page } from '@brokerage/shared/validation/content.ts';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { AboutBlocks } from '../AboutBlocks/AboutBlocks';

/**
 * ABOUT_GENERAL, ABOUT_OVERVIEW, ABOUT_VALUE, ABOUT_ACHIEVEMENT, ABOUT_POLICY: the page's
 * text, then its blocks (subpage links, key figures, timeline, values, documents).
 */
export function AboutTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page} blocks={<AboutBlocks blocks={page.blocks} />} />
  );
}
