import type { IconName } from '@brokerage/shared/validation/icons.ts';
import type { LinkSeed } from './types';

export interface BlockItemSeed {
  title: string;
  description?: string;
  image?: string;
  icon?: IconName;
  link?: LinkSeed;
  target?: '_self' | '_blank';
}

export interface BlockSeed {
  type: string;
  title?: string;
  content?: string;
  items: BlockItemSeed[];
}
