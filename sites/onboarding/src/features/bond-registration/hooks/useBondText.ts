import { useCallback } from 'react';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { TOptions } from '@brokerage/shared/i18n/translator.ts';
import type { FlowIssue } from '../stores/BondRegistrationStore';

type AnyT = (key: string, options?: TOptions) => string;

/**
 * Words an issue for the customer: the field's own text (`bonds.fieldErrors.<field>.<code>`),
 * else the code's (`bonds.errors.<code>`), else the server's sentence, else the generic failure.
 * Dates and numbers in the parameters are formatted for the page's language.
 */
export function useBondText() {
  const { t } = useTranslation('onboarding');
  const { system, ui } = useStores();
  const hotline = system.hotline;
  const locale = ui.locale;
  return useCallback(
    (issue: FlowIssue | null | undefined, field?: string): string | undefined => {
      if (!issue) return undefined;
      const text = t as unknown as AnyT;
      const values: TOptions = { hotline, defaultValue: '' };
      for (const [key, value] of Object.entries(issue.params ?? {})) {
        values[key] =
          typeof value === 'number'
            ? formatNumber(value, locale, { decimals: 0 })
            : /^\d{4}-\d{2}-\d{2}$/.test(value)
              ? formatDate(value)
              : value;
      }
      const own = field ? text(`bonds.fieldErrors.${field}.${issue.code}`, values) : '';
      if (own) return own;
      const general = text(`bonds.errors.${issue.code}`, values);
      if (general) return general;
      return issue.message || text('bonds.errors.internal_error', values);
    },
    [t, hotline, locale],
  );
}
