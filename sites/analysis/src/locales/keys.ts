import type { SameKeys } from '@brokerage/shared/i18n/keys.ts';
import type en from './en/analysis.json';
import type enTechnical from './en/technical.json';
import type vi from './vi/analysis.json';
import type viTechnical from './vi/technical.json';

// This site's namespace for typed keys: `t('…')` is checked against the Vietnamese texts. The
// technical-analysis page's texts are merged under `technical` (site.ts).
declare module '@brokerage/shared/i18n/keys.ts' {
  interface Resources {
    analysis: typeof vi & { technical: typeof viTechnical };
  }
}

/** The English texts have exactly the Vietnamese keys: a type error names the ones that differ. */
export const sameKeys: SameKeys<typeof vi, typeof en> = true;
export const sameTechnicalKeys: SameKeys<typeof viTechnical, typeof enTechnical> = true;
