import { useCallback } from 'react';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { TOptions } from '@brokerage/shared/i18n/translator.ts';
import { FIELD_LIMITS } from '../lib/fieldLimits';

/** A schema issue code (what Mantine's form holds) or a server error with its own sentence. */
export type ErrorSource = string | { code: string; message?: string } | null | undefined;

type AnyT = (key: string, options?: TOptions) => string;

/**
 * Words an error for the customer: the field's own text for the code (`ekyc.fieldErrors.<field>.<code>`),
 * else the code's (`ekyc.errors.<code>`), else the server's sentence (already in the page's
 * language), else the generic failure. Codes come from the schemas and the server, so the keys
 * are built at run time; the locale test checks every known code has its text.
 */
export function useEkycErrorText() {
  const { t } = useTranslation('onboarding');
  const { system } = useStores();
  const hotline = system.hotline;
  return useCallback(
    (error: ErrorSource, field?: string): string | undefined => {
      if (error === null || error === undefined || error === '') return undefined;
      const code = typeof error === 'string' ? error : error.code;
      const message = typeof error === 'string' ? '' : (error.message ?? '');
      const text = t as unknown as AnyT;
      const values = { hotline, ...(field ? FIELD_LIMITS[field] : {}), defaultValue: '' };
      const own = field ? text(`ekyc.fieldErrors.${field}.${code}`, values) : '';
      if (own) return own;
      const general = text(`ekyc.errors.${code}`, values);
      if (general) return general;
      return message || text('ekyc.errors.internal_error', values);
    },
    [t, hotline],
  );
}
