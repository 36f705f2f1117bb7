import type { z } from 'zod';
import type { LocaleSchema } from './common';
import type { Menu, SystemGeneral, TranslationTree } from './content';

type Locale = z.infer<typeof LocaleSchema>;

/**
 * What every page needs around its content (spec §3: system settings, the web team's text
 * overrides, the menus), sent inside the page's HTML by the proxy so the shell renders complete
 * at once instead of after three API calls. Zod-free: the entry reads it before anything else.
 */
export interface SystemData {
  locale: Locale;
  general: SystemGeneral;
  menus: Menu[];
  translations: Record<string, TranslationTree>;
}

/** `<script type="application/json" id=…>` holding a SystemData (never executed, so no CSP hash). */
export const SYSTEM_DATA_ELEMENT_ID = 'system-data';

/** JSON for a `<script type="application/json">`: no text (CMS or other) can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The value in such a script's text; undefined when there is none or it is not JSON. */
export function readScriptJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function systemDataJson(data: SystemData): string {
  return scriptJson(data);
}

/**
 * The payload of the page's data block (its text), when it is there, well-formed and in the
 * page's language; otherwise undefined (the stores then load it through the API as before).
 */
export function parseSystemData(
  text: string | null | undefined,
  locale: Locale,
): SystemData | undefined {
  const data = readScriptJson(text);
  if (typeof data !== 'object' || data === null) return undefined;
  const candidate = data as Partial<SystemData>;
  const wellFormed =
    candidate.locale === locale &&
    typeof candidate.general === 'object' &&
    candidate.general !== null &&
    Array.isArray(candidate.menus) &&
    typeof candidate.translations === 'object' &&
    candidate.translations !== null;
  return wellFormed ? (candidate as SystemData) : undefined;
}
