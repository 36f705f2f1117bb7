import type { BlockSeed } from './block-types';
import type { Localized } from './types';

export interface PageTextSeed {
  slug: string;
  title: string;
  summary: string;
  keywords: string;
  /** HTML fragments; a fragment not starting with `<` becomes a paragraph. */
  body: string[];
}

export interface PageSeed extends Localized<PageTextSeed> {
  /** Name other seed data (menus, links) uses to point at this page. */
  key: string;
  templateCode: string;
  staticKey?: string;
  draft?: { previewToken: string };
  blocks?: Localized<BlockSeed[]>;
}
