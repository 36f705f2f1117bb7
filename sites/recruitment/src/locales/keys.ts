import type { SameKeys } from '@brokerage/shared/i18n/keys.ts';
import type en from './en/recruitment.json';
import type vi from './vi/recruitment.json';

// This site's namespace for typed keys: `t('…')` is checked against the Vietnamese texts.
declare module '@brokerage/shared/i18n/keys.ts' {
  interface Resources {
    recruitment: typeof vi;
  }
}

/** The English texts have exactly the Vietnamese keys: a type error names the ones that differ. */
export const sameKeys: SameKeys<typeof vi, typeof en> = true;
