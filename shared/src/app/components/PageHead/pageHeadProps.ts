import type { Page } from '../../../validation/content';
import type { PageHeadProps } from './PageHead';

/** The head of a CMS page: its title and summary, behind the SEO and OG blocks its editors set. */
export function pageHeadProps(page: Page): PageHeadProps {
  return {
    title: page.title,
    description: page.summary,
    seo: page.seo,
    og: page.og,
    templateCode: page.templateCode,
  };
}
