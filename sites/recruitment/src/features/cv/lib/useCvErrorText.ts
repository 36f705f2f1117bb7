import { useCallback } from 'react';
import { CV_FORM_ERROR_CODES, CV_LIMITS } from '@brokerage/shared/validation/recruitment/cv.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

const FORM_CODES: ReadonlySet<string> = new Set(CV_FORM_ERROR_CODES);

/** The limits the too_short / too_long texts quote, by the field's last key. */
function limitsOf(path: string): { min?: number; max?: number } {
  const key = path.split('.').at(-1) ?? '';
  if (key === 'permanentResidence' || key === 'notificationAddress')
    return { min: CV_LIMITS.address.min, max: CV_LIMITS.address.max };
  if (key === 'address') return { max: CV_LIMITS.address.max };
  if (key === 'bankAccountNumber') return CV_LIMITS.bankAccount;
  if (key === 'language' || key === 'relationship') return { max: 100 };
  if (key === 'terminationReason' || key === 'description') return { max: 1000 };
  if (['careerGoal', 'experience', 'duties', 'strength', 'weakness'].includes(key))
    return { max: CV_LIMITS.text };
  return { max: CV_LIMITS.line };
}

/**
 * A field's error for the page: the shared schema's code in the page's language, or the
 * server's message (already in it) as it came.
 */
export function useCvErrorText() {
  const { t } = useTranslation('recruitment');
  return useCallback(
    (path: string, error: string | undefined): string | undefined => {
      if (!error) return undefined;
      if (!FORM_CODES.has(error)) return error;
      return t(`cv.fieldErrors.${error as (typeof CV_FORM_ERROR_CODES)[number]}`, limitsOf(path));
    },
    [t],
  );
}
