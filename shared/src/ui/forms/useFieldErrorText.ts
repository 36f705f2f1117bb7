import { useCallback, type ReactNode } from 'react';
import { isFormErrorCode } from '../../validation/codes';
import { useTranslation } from '../../i18n/react';

export interface FieldLimits {
  min?: number;
  max?: number;
}

/**
 * The shared schemas report stable codes (`phone_invalid`, `too_long`…); this turns one into
 * the sentence for the field in the page's language. Anything else (a message the API already
 * wrote in the user's language) is shown as it is.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('common');
  return useCallback(
    (error: ReactNode, limits: FieldLimits = {}): ReactNode =>
      isFormErrorCode(error) ? t(`formErrors.${error}`, { ...limits }) : error,
    [t],
  );
}
